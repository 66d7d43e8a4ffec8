import { PropertyServiceService } from '@homeward/protos/gen/homeward/property/v1/property';
import type { ConsumerContract } from '../contracts/contract';
import { contractGaps } from './fakes';

const contract = (consumer: string, method: string): ConsumerContract => ({
  consumer,
  provider: 'property',
  rpcs: [{ method: `homeward.property.v1.PropertyService/${method}`, request: {}, reads: {} }],
  file: `${consumer}/contracts/property.contract.json`,
});
const contracts = [contract('tour', 'GetProperty'), contract('bff', 'ListProperties')];

describe('contractGaps', () => {
  test("names each method a caller's contract relies on that the fake lacks", () => {
    const fake = { definition: PropertyServiceService, implementation: { getProperty: async () => ({}) } };
    expect(contractGaps('property', fake, ['tour', 'bff'], contracts)).toEqual([
      'bff calls homeward.property.v1.PropertyService/ListProperties; the fake has no listProperties',
    ]);
  });

  test('only the contracts of the components that call the fake count', () => {
    const fake = { definition: PropertyServiceService, implementation: { getProperty: async () => ({}) } };
    expect(contractGaps('property', fake, ['tour'], contracts)).toEqual([]);
  });

  test('a method the definition does not have is a gap whatever the fake implements', () => {
    const fake = { definition: PropertyServiceService, implementation: {} };
    expect(contractGaps('property', fake, ['tour'], [contract('tour', 'GetPropertyRenamed')])).toEqual([
      'tour calls homeward.property.v1.PropertyService/GetPropertyRenamed, which the definition does not have',
    ]);
  });
});
