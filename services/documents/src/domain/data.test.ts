import { amountOf, MAX_DATA_JSON_LENGTH, parseDocumentData, priceOf } from './data';
import { InvalidDocumentDataError } from './errors';

const violationsOf = (json: string) => {
  try {
    parseDocumentData(json);
  } catch (error) {
    if (error instanceof InvalidDocumentDataError) return error.violations;
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('the data of an autosave', () => {
  it('is a JSON object', () => {
    expect(parseDocumentData('{"buyers":[{"name":"Ada"}]}')).toEqual({ buyers: [{ name: 'Ada' }] });
  });

  it.each([
    ['{not json', 'The document data must be JSON'],
    ['[1]', 'The document data must be a JSON object'],
    ['null', 'The document data must be a JSON object'],
    ['"text"', 'The document data must be a JSON object'],
    [`{"a":"${'x'.repeat(MAX_DATA_JSON_LENGTH)}"}`, 'The document data is too large'],
  ])('refuses %s by data_json', (json, message) => {
    expect(violationsOf(json)).toEqual({ data_json: message });
  });
});

describe('an amount', () => {
  it.each([
    [350000, 350000],
    ['350000', 350000],
    ['$350,000.50', 350000.5],
    ['', null],
    ['about 300k', null],
    [-5, null],
    [null, null],
    [true, null],
  ])('%p reads as %p', (value, expected) => {
    expect(amountOf(value)).toBe(expected);
  });

  it('is the price at property.price', () => {
    expect(priceOf({ property: { price: 415000 } })).toBe(415000);
    expect(priceOf({})).toBeNull();
  });
});
