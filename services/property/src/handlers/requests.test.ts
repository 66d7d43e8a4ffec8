import { status } from '@grpc/grpc-js';
import { RpcError } from '@homeward/kit';
import { propertyEditOf, propertyIdOf, searchOf } from './requests';

/** The error `call` threw. */
function thrownBy(call: () => unknown): unknown {
  try {
    call();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('propertyIdOf', () => {
  it('accepts a UUID (normalised to lower case)', () => {
    expect(propertyIdOf({ propertyId: '7F1E1A4E-6F77-4A8A-9A34-4A1F3F1C2B10' })).toBe(
      '7f1e1a4e-6f77-4a8a-9a34-4a1f3f1c2b10',
    );
  });

  it('treats a missing id as a bad request naming the proto field', () => {
    const error = thrownBy(() => propertyIdOf({ propertyId: '' }));
    expect(error).toBeInstanceOf(RpcError);
    expect(error).toMatchObject({
      code: status.INVALID_ARGUMENT,
      message: 'A property id is required',
      fields: { property_id: 'A property id is required' },
    });
  });

  it.each(['sample', '123', "1' or '1'='1"])('treats %j, which names no property, as not found', (id) => {
    expect.assertions(2);
    try {
      propertyIdOf({ propertyId: id });
    } catch (error) {
      expect(error).toBeInstanceOf(RpcError);
      expect((error as RpcError).code).toBe(status.NOT_FOUND);
    }
  });
});

describe('request violations', () => {
  it('name every bad field of an edit by its proto path', () => {
    const error = thrownBy(() =>
      propertyEditOf({
        propertyId: '7f1e1a4e-6f77-4a8a-9a34-4a1f3f1c2b10',
        bedroomsNum: 0,
        price: 0,
        listingAgent: { name: '', company: '', phoneNumber: '12', email: '' },
      }),
    );
    expect(error).toMatchObject({
      code: status.INVALID_ARGUMENT,
      fields: {
        bedrooms_num: 'Bedrooms must be at least 1',
        price: 'Price must be a positive number',
        'listing_agent.phone_number': 'Enter a valid phone number',
      },
    });
  });

  it('name the search field', () => {
    expect(thrownBy(() => searchOf({ search: 'x'.repeat(201) }))).toMatchObject({
      code: status.INVALID_ARGUMENT,
      fields: { search: 'Search must contain at most 200 characters' },
    });
  });
});
