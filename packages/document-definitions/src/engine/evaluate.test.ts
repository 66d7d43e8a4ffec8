import { all, any, equals, includes, not, notEmpty, notEquals, stateIn } from '../conditions';
import { OFFER_LETTER } from '../definitions/offer-letter';
import type { DocumentData } from '../types';
import { holds, stateOf } from './evaluate';

const data: DocumentData = {
  property: { address: { state: ' ut ' }, price: 0 },
  financing: { type: 'FHA loan' },
  conditions: ['loan_approval'],
  blank: '  ',
  empty_list: [],
  empty_object: {},
};
const check = (condition: Parameters<typeof holds>[2]) => holds(OFFER_LETTER, data, condition);

describe('conditions', () => {
  it("read the property's state, trimmed and upper-cased", () => {
    expect(stateOf(OFFER_LETTER, data)).toBe('UT');
    expect(check(stateIn('UT', 'CA'))).toBe(true);
    expect(check(stateIn('CA'))).toBe(false);
    expect(holds(OFFER_LETTER, {}, stateIn('UT'))).toBe(false);
  });

  it('compare values strictly, a missing value being not equal', () => {
    expect(check(equals('financing.type', 'FHA loan'))).toBe(true);
    expect(check(equals('property.price', '0'))).toBe(false);
    expect(check(notEquals('financing.type', 'Conventional Loan'))).toBe(true);
    expect(check(notEquals('financing.missing', 'x'))).toBe(true);
  });

  it('test list membership', () => {
    expect(check(includes('conditions', 'loan_approval'))).toBe(true);
    expect(check(includes('conditions', 'additional'))).toBe(false);
    expect(check(includes('financing.type', 'FHA'))).toBe(false);
  });

  it('treat blank text, empty lists and objects as empty, and zero as a value', () => {
    expect(check(notEmpty('property.price'))).toBe(true);
    for (const path of ['blank', 'empty_list', 'empty_object', 'nothing.here'])
      expect(check(notEmpty(path))).toBe(false);
  });

  it('combine with all, any and not', () => {
    expect(check(all(stateIn('UT'), equals('financing.type', 'FHA loan')))).toBe(true);
    expect(check(all(stateIn('UT'), stateIn('CA')))).toBe(false);
    expect(check(any(stateIn('CA'), notEmpty('conditions')))).toBe(true);
    expect(check(any())).toBe(false);
    expect(check(not(stateIn('UT')))).toBe(false);
  });
});
