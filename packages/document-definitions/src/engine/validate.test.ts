import { OFFER_LETTER } from '../definitions/offer-letter';
import { PURCHASE_AGREEMENT } from '../definitions/purchase-agreement';
import { LIMITS } from '../definitions/shared';
import { finalizeProblems, validateDraft, VALIDATION_MESSAGES } from './validate';

const TODAY = '2026-11-23';
const problemsOf = (result: ReturnType<typeof validateDraft>) => (result.ok ? [] : result.problems);

describe('validateDraft', () => {
  it('accepts an empty draft and a sensible one, and drops unknown keys', () => {
    expect(validateDraft(OFFER_LETTER, {}, TODAY)).toEqual({ ok: true, data: {} });
    const result = validateDraft(
      OFFER_LETTER,
      {
        property: { price: 450000, type: 'Condo', nickname: 'x' },
        buyers: [{ name: 'Ann Buyer', phone: '(555) 123-4567', email: 'ann@example.com' }],
        deposit: { payment_type: 'financing', payment_percentage: 20, preapproval_letter: 'in_progress' },
        closing_date: '11/23/2026',
        is_admin: true,
      },
      TODAY,
    );
    expect(result.ok).toBe(true);
    expect(result.ok && result.data).not.toHaveProperty('is_admin');
    expect(result.ok && result.data.property).toEqual({ price: 450000, type: 'Condo' });
  });

  it('refuses values outside the enumerations and of the wrong type, by path', () => {
    expect(
      problemsOf(validateDraft(PURCHASE_AGREEMENT, { financing: { type: 'Payday loan' } }, TODAY)),
    ).toEqual([{ path: 'financing.type', message: expect.any(String) }]);
    expect(problemsOf(validateDraft(OFFER_LETTER, { conditions: ['love_letter'] }, TODAY))[0]?.path).toBe(
      'conditions.0',
    );
    expect(problemsOf(validateDraft(OFFER_LETTER, { property: { price: '450k' } }, TODAY))[0]?.path).toBe(
      'property.price',
    );
    expect(validateDraft(OFFER_LETTER, 'not an object', TODAY).ok).toBe(false);
  });

  it('bounds text lengths', () => {
    const long = 'x'.repeat(LIMITS.longText + 1);
    expect(problemsOf(validateDraft(OFFER_LETTER, { additional_clauses: long }, TODAY))).toEqual([
      { path: 'additional_clauses', message: VALIDATION_MESSAGES.tooLong(LIMITS.longText) },
    ]);
    expect(problemsOf(validateDraft(OFFER_LETTER, { buyers: [{ name: 'n'.repeat(201) }] }, TODAY))).toEqual([
      { path: 'buyers.0.name', message: VALIDATION_MESSAGES.tooLong(LIMITS.name) },
    ]);
    const other = { costs_and_duties: { transfer_tax: { paid_by: 'other', other: long } } };
    expect(problemsOf(validateDraft(PURCHASE_AGREEMENT, other, TODAY))[0]?.path).toBe(
      'costs_and_duties.transfer_tax.other',
    );
    expect(validateDraft(OFFER_LETTER, { additional_clauses: 'x'.repeat(LIMITS.longText) }, TODAY).ok).toBe(
      true,
    );
  });

  it('bounds text and lists the form does not show', () => {
    const address = { formatted_address: 'x'.repeat(2 * LIMITS.longText + 1) };
    expect(problemsOf(validateDraft(PURCHASE_AGREEMENT, { property: { address } }, TODAY))[0]?.path).toBe(
      'property.address.formatted_address',
    );
    const owners = Array.from({ length: 21 }, (_, index) => ({ name: `Owner ${index}` }));
    expect(
      problemsOf(validateDraft(PURCHASE_AGREEMENT, { property: { sellers: owners } }, TODAY))[0]?.path,
    ).toBe('property.sellers');
    const hiddenDate = { is_flexible: false, flexible_closing_date: '1'.repeat(33) };
    expect(validateDraft(OFFER_LETTER, hiddenDate, TODAY).ok).toBe(false);
  });

  it('checks the phone mask and e-mail addresses', () => {
    const buyers = [{ phone: '555-123-4567', email: 'not-an-email' }];
    expect(problemsOf(validateDraft(OFFER_LETTER, { buyers }, TODAY))).toEqual([
      { path: 'buyers.0.phone', message: VALIDATION_MESSAGES.phone },
      { path: 'buyers.0.email', message: VALIDATION_MESSAGES.email },
    ]);
  });

  it('takes dates as MM/DD/YYYY, real ones, not before today', () => {
    const closing = (closing_date: string) =>
      problemsOf(validateDraft(OFFER_LETTER, { closing_date }, TODAY));
    expect(closing('11/23/2026')).toEqual([]);
    expect(closing('2026-12-01')).toEqual([
      { path: 'closing_date', message: VALIDATION_MESSAGES.dateFormat },
    ]);
    expect(closing('02/30/2027')).toEqual([
      { path: 'closing_date', message: VALIDATION_MESSAGES.dateFormat },
    ]);
    expect(closing('11/22/2026')).toEqual([{ path: 'closing_date', message: VALIDATION_MESSAGES.pastDate }]);
    expect(closing('01/15/2020')).toEqual([{ path: 'closing_date', message: VALIDATION_MESSAGES.pastDate }]);
  });

  it('lets a saved date that has since passed be saved again unchanged, but not changed to another past date', () => {
    const previous = { closing_date: '11/01/2026' };
    expect(
      validateDraft(OFFER_LETTER, { closing_date: '11/01/2026', additional_clauses: 'x' }, TODAY, {
        previous,
      }).ok,
    ).toBe(true);
    expect(validateDraft(OFFER_LETTER, { closing_date: '11/02/2026' }, TODAY, { previous }).ok).toBe(false);
  });

  it('checks number ranges and whole days', () => {
    expect(problemsOf(validateDraft(OFFER_LETTER, { property: { price: -5 } }, TODAY))).toEqual([
      { path: 'property.price', message: VALIDATION_MESSAGES.range(1, LIMITS.money) },
    ]);
    const financed = { deposit: { payment_type: 'financing', payment_percentage: 120 } };
    expect(problemsOf(validateDraft(OFFER_LETTER, financed, TODAY))[0]?.path).toBe(
      'deposit.payment_percentage',
    );
    const days = { conditions: { inspection_contingency: { selected: true, days: 2.5 } } };
    expect(problemsOf(validateDraft(PURCHASE_AGREEMENT, days, TODAY))).toEqual([
      { path: 'conditions.inspection_contingency.days', message: VALIDATION_MESSAGES.wholeDays },
    ]);
  });

  it('does not check hidden fields (applyRules clears them)', () => {
    const cash = { deposit: { payment_type: 'cash', payment_percentage: 500 } };
    expect(validateDraft(OFFER_LETTER, cash, TODAY).ok).toBe(true);
  });

  it('refuses more buyers than the editor can add', () => {
    const buyers = Array.from({ length: 7 }, (_, index) => ({ name: `Buyer ${index}` }));
    expect(problemsOf(validateDraft(OFFER_LETTER, { buyers }, TODAY))).toEqual([
      { path: 'buyers', message: VALIDATION_MESSAGES.tooMany(6) },
    ]);
  });
});

describe('a purchase agreement whose payments exceed its price', () => {
  it('is refused on the loan, or on the earnest money when it alone is more (found by the contract invariants)', () => {
    const draft = (deposit: number, loan?: number) => ({
      property: { address: { state: 'UT' }, price: 300000 },
      deposit: { amount: deposit },
      financing:
        loan === undefined
          ? { required: false }
          : { required: true, type: 'Conventional Loan', amount: loan },
    });
    expect(problemsOf(validateDraft(PURCHASE_AGREEMENT, draft(5000, 295000), TODAY))).toEqual([]);
    expect(problemsOf(validateDraft(PURCHASE_AGREEMENT, draft(5000, 296000), TODAY))).toEqual([
      { path: 'financing.amount', message: VALIDATION_MESSAGES.paymentsOverPrice },
    ]);
    expect(problemsOf(validateDraft(PURCHASE_AGREEMENT, draft(300001), TODAY))).toEqual([
      { path: 'deposit.amount', message: VALIDATION_MESSAGES.paymentsOverPrice },
    ]);
  });
});

describe('finalizeProblems', () => {
  it('requires the offer expiration date, time and AM/PM', () => {
    expect(finalizeProblems(OFFER_LETTER, {}, TODAY)).toEqual([
      { path: 'additional.deadline_date', message: VALIDATION_MESSAGES.required },
      { path: 'additional.deadline_time', message: VALIDATION_MESSAGES.required },
      { path: 'additional.deadline_am_pm', message: VALIDATION_MESSAGES.required },
    ]);
    const expiration = { offer_expiration: { date: '11/24/2026', time: '5:00', am_pm: 'PM' } };
    expect(finalizeProblems(PURCHASE_AGREEMENT, expiration, TODAY)).toEqual([]);
  });

  it('refuses an expiration before today and a time that is not hh:mm', () => {
    const expiration = {
      additional: { deadline_date: '11/20/2026', deadline_time: '17:00', deadline_am_pm: 'PM' },
    };
    expect(finalizeProblems(OFFER_LETTER, expiration, TODAY)).toEqual([
      { path: 'additional.deadline_date', message: VALIDATION_MESSAGES.pastDate },
      { path: 'additional.deadline_time', message: VALIDATION_MESSAGES.time },
    ]);
  });
});
