import { contractDeadlines } from './contract-deadlines';
import type { PurchaseAgreementData } from './document-data';
import { amount, calendarDate, dateText, usDate } from './form-values';

const dates = (data: PurchaseAgreementData) =>
  Object.fromEntries(contractDeadlines(data).map((d) => [d.key, d.date ? usDate(d.date) : undefined]));

describe('contractDeadlines', () => {
  it('counts calendar days from the agreement date, crossing months and years', () => {
    expect(
      dates({
        purchase_agreement_date: '12/20/2026',
        closing_date: '2027-02-26',
        conditions: {
          inspection_contingency: { selected: true, days: 14 },
          appraisal_contingency: { selected: true, days: 21 },
        },
      }),
    ).toEqual({
      seller_disclosure: '12/27/2026',
      due_diligence: '01/03/2027',
      financing_appraisal: '01/10/2027',
      settlement: '02/26/2027',
    });
  });

  it('uses the default periods when no contingency sets one, and none for financing in a cash purchase', () => {
    const base = { purchase_agreement_date: '03/01/2027', closing_date: '05/01/2027' };
    expect(dates({ ...base, financing: { required: false } })).toEqual({
      seller_disclosure: '03/08/2027',
      due_diligence: '03/11/2027',
      financing_appraisal: undefined,
      settlement: '05/01/2027',
    });
    const cash = contractDeadlines({ ...base, financing: { required: false } });
    expect(cash.map((deadline) => deadline.applies)).toEqual([true, true, false, true]);
    expect(dates({ ...base, financing: { required: true } }).financing_appraisal).toBe('03/31/2027');
  });

  it('never puts a deadline after settlement, nor disclosures after due diligence', () => {
    expect(
      dates({
        purchase_agreement_date: '03/01/2027',
        closing_date: '03/05/2027',
        conditions: { inspection_contingency: { selected: true, days: 3 } },
        financing: { required: true },
      }),
    ).toEqual({
      seller_disclosure: '03/04/2027',
      due_diligence: '03/04/2027',
      financing_appraisal: '03/05/2027',
      settlement: '03/05/2027',
    });
  });

  it('gives no dates it cannot count: no agreement date, or an impossible one', () => {
    for (const agreed of [undefined, '02/30/2027', 'next week']) {
      const result = dates({ purchase_agreement_date: agreed, closing_date: '05/01/2027' });
      expect(result).toEqual({
        seller_disclosure: undefined,
        due_diligence: undefined,
        financing_appraisal: undefined,
        settlement: '05/01/2027',
      });
    }
  });
});

describe('form values', () => {
  it('reads dates in either stored format and refuses days that do not exist', () => {
    expect(usDate(calendarDate('2/9/2027')!)).toBe('02/09/2027');
    expect(usDate(calendarDate('2027-02-09T00:00:00.000Z')!)).toBe('02/09/2027');
    expect(calendarDate('2027-02-29')).toBeUndefined();
    expect(dateText('soon-ish')).toBe('soon-ish');
    expect(dateText('  ')).toBe('Not specified');
  });

  it('reads money typed with a mask and refuses anything else', () => {
    expect(amount('$450,000.50')).toBe(450000.5);
    expect(amount(12)).toBe(12);
    expect(amount('12 dollars')).toBeUndefined();
    expect(amount(Number.NaN)).toBeUndefined();
    expect(amount(null)).toBeUndefined();
  });
});
