import { BENCH_PURCHASE_PRICE, benchAgreementData, editorDate } from './agreement-data';

describe('editorDate', () => {
  it('writes MM/DD/YYYY with leading zeros, by the UTC calendar', () => {
    expect(editorDate(new Date('2026-03-04T23:30:00Z'))).toBe('03/04/2026');
    expect(editorDate(new Date('2026-12-31T00:00:00Z'))).toBe('12/31/2026');
  });
});

describe('benchAgreementData', () => {
  const prefilled = {
    buyers: [{ name: 'Bench User', email: 'bench@example.com' }],
    property: { address: { state: 'UT', city: 'Salt Lake City' }, pin: '09-31-101-001' },
    deposit: { escrow_agent: null },
  };

  it('keeps the prefilled data and adds price, financing, earnest money and dates', () => {
    const data = benchAgreementData(prefilled, new Date('2026-11-23T12:00:00Z'));
    expect(data.buyers).toBe(prefilled.buyers);
    expect(data.property).toEqual({ ...prefilled.property, price: BENCH_PURCHASE_PRICE });
    expect(data.financing).toMatchObject({ required: true, type: 'Conventional Loan', amount: 364_000 });
    expect(data.deposit).toEqual({ escrow_agent: null, amount: 9_000, days: 4, is_know_owner: false });
    expect(data.purchase_agreement_date).toBe('11/23/2026');
    expect(data.closing_date).toBe('01/07/2027');
  });

  it('does not change the prefilled object', () => {
    const copy = structuredClone(prefilled);
    benchAgreementData(prefilled, new Date('2026-11-23T12:00:00Z'));
    expect(prefilled).toEqual(copy);
  });

  it('fills price and deposit when the draft has no property or deposit yet', () => {
    const data = benchAgreementData({ property: null }, new Date('2026-11-23T12:00:00Z'));
    expect(data.property).toEqual({ price: BENCH_PURCHASE_PRICE });
    expect(data.deposit).toEqual({ amount: 9_000, days: 4, is_know_owner: false });
  });
});
