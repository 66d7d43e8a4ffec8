import { dataFieldName } from './documents';

describe("the documents service's violation paths", () => {
  it.each([
    ['offer_expiration.date', 'meta_data.offer_expiration.date'],
    ['buyers.0.email', 'meta_data.buyers.0.email'],
    ['data_json', 'meta_data'],
    ['data_json.deposit.amount', 'meta_data.deposit.amount'],
    ['data_jsonish', 'meta_data.data_jsonish'],
    ['id', 'id'],
    ['document_type', 'document_type'],
  ])('%s is the JSON field %s', (protoPath, jsonField) => {
    expect(dataFieldName(protoPath)).toBe(jsonField);
  });
});
