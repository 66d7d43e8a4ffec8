import { DATE_BLANK } from '@homeward/document-definitions';
import { contractDeadlines, deadlineDateText } from './contract-deadlines';
import type { PurchaseAgreementData } from './document-data';
import { amount, calendarDate, dateText, usDate } from './form-values';

const dates = (data: PurchaseAgreementData) =>
  Object.fromEntries(contractDeadlines(data).map((d) => [d.key, d.date ? usDate(d.date) : d.basis]));

const utahLoan: PurchaseAgreementData = {
  property: { address: { state: 'UT' } },
  purchase_agreement_date: '12/01/2026',
  offer_expiration: { date: '12/10/2026', time: '5:00', am_pm: 'PM' },
  closing_date: '01/29/2027',
  financing: { required: true, type: 'Conventional Loan' },
  conditions: {
    finance_contingency: { selected: true },
    inspection_contingency: { selected: true, days: 14 },
    appraisal_contingency: { selected: true },
  },
  deadlines: { seller_disclosure_days: 7, financing_appraisal_days: 30 },
};

describe('contractDeadlines', () => {
  it('prints the rule and a blank before Acceptance, never a date counted from the agreement date', () => {
    expect(dates(utahLoan)).toEqual({
      seller_disclosure: '7 days after Acceptance',
      due_diligence: '14 days after Acceptance',
      financing_appraisal: '30 days after Acceptance',
      settlement: '01/29/2027',
    });
    const [disclosure] = contractDeadlines(utahLoan);
    expect(deadlineDateText(utahLoan, disclosure!)).toBe(`${DATE_BLANK} at 5:00 PM Mountain Time`);
  });

  it('prints the dates once Acceptance is recorded, in calendar days, with the agreed time', () => {
    const accepted = {
      ...utahLoan,
      acceptance: { date: '12/10/2026' },
      deadlines: { ...utahLoan.deadlines, time: '6:00', am_pm: 'PM' as const },
    };
    expect(dates(accepted)).toEqual({
      seller_disclosure: '12/17/2026',
      due_diligence: '12/24/2026',
      financing_appraisal: '01/09/2027',
      settlement: '01/29/2027',
    });
    const financing = contractDeadlines(accepted)[2]!;
    expect(deadlineDateText(accepted, financing)).toBe('01/09/2027 at 6:00 PM Mountain Time');
    expect(financing.basis).toBe('30 days after Acceptance');
  });

  it('lists only the deadlines of conditions the agreement has', () => {
    const cash = {
      property: { address: { state: 'CO' } },
      closing_date: '05/01/2027',
      financing: { required: false },
    };
    expect(contractDeadlines(cash).map((d) => d.key)).toEqual(['seller_disclosure', 'settlement']);
    expect(contractDeadlines({ ...cash, closing_date: null })[1]?.basis).toBe('No date chosen');
    expect(deadlineDateText(cash, contractDeadlines(cash)[1]!)).toBe(
      "05/01/2027 at 5:00 PM the property's local time",
    );
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
