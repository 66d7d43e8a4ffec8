import {
  FHA_VA_AMENDATORY_CLAUSE,
  PURCHASE_AGREEMENT,
  applyRules,
  displayValue,
  finalizeProblems,
  initialData,
  validateDraft,
  VALIDATION_MESSAGES,
} from '..';
import type { PurchaseAgreementData } from '../schemas';
import { contractDeadlines } from './compute';
import { DEADLINE_ORDER_MESSAGES, deadlineOrderProblems } from './order';
import { dayCountSentence, deadlineTimeOf } from './rule';

const utah = { address: { state: 'UT' } };
const rows = (data: PurchaseAgreementData, acceptance?: string) =>
  Object.fromEntries(contractDeadlines(data, acceptance).map((d) => [d.key, d.date ?? d.rule]));

/** Utah, conventional loan with inspection and appraisal: the first case. */
const conventional: PurchaseAgreementData = {
  property: utah,
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
  it('counts from Acceptance, not the agreement date, and reads "N days after Acceptance" before it', () => {
    expect(rows(conventional)).toEqual({
      seller_disclosure: '7 days after Acceptance',
      due_diligence: '14 days after Acceptance',
      financing_appraisal: '30 days after Acceptance',
      settlement: '2027-01-29',
    });
    // Accepted on 12/10 (the offer's last day): the financing deadline is 01/09, never 12/06.
    expect(rows(conventional, '2026-12-10')).toMatchObject({
      seller_disclosure: '2026-12-17',
      due_diligence: '2026-12-24',
      financing_appraisal: '2027-01-09',
    });
    expect(rows({ ...conventional, acceptance: { date: '12/08/2026' } }).financing_appraisal).toBe(
      '2027-01-07',
    );
  });

  it('counts calendar days: weekends count and a deadline on a Sunday is not moved', () => {
    // 12/05/2026 is a Saturday; 7 calendar days later is Saturday 12/12, 14 is Saturday 12/19.
    expect(rows(conventional, '2026-12-05')).toMatchObject({
      seller_disclosure: '2026-12-12',
      due_diligence: '2026-12-19',
    });
  });

  it('keeps the loan period when the appraisal is ticked: both share the Financing & Appraisal Deadline', () => {
    const loanOnly = { ...conventional, conditions: { finance_contingency: { selected: true } } };
    expect(rows(loanOnly, '2026-12-10').financing_appraisal).toBe('2027-01-09');
    expect(rows(conventional, '2026-12-10').financing_appraisal).toBe('2027-01-09');
    const appraisalOnly = { ...conventional, conditions: { appraisal_contingency: { selected: true } } };
    expect(rows(appraisalOnly, '2026-12-10').financing_appraisal).toBe('2027-01-09');
  });

  it('has no deadline for a condition the agreement lacks: cash with no conditions', () => {
    const cash = {
      property: utah,
      closing_date: '01/15/2027',
      financing: { required: false },
      conditions: {},
    };
    expect(contractDeadlines(cash).map((d) => d.key)).toEqual(['seller_disclosure', 'settlement']);
    const withDueDiligence = {
      ...cash,
      conditions: { inspection_contingency: { selected: true, days: 10 } },
    };
    expect(contractDeadlines(withDueDiligence).map((d) => d.key)).toContain('due_diligence');
  });

  it('has no financing deadline for a financed deal without the financing condition', () => {
    const financedNoBox = {
      ...conventional,
      conditions: { inspection_contingency: { selected: true, days: 14 } },
    };
    expect(contractDeadlines(financedNoBox).map((d) => d.key)).not.toContain('financing_appraisal');
  });

  it('gives FHA its financing deadline once the rules force the condition on', () => {
    const fha = applyRules(PURCHASE_AGREEMENT, {
      ...conventional,
      financing: { required: true, type: 'FHA Loan' },
      conditions: {},
    }).data as PurchaseAgreementData;
    expect(FHA_VA_AMENDATORY_CLAUSE).not.toBe('');
    expect(fha.conditions?.finance_contingency?.selected).toBe(true);
    expect(rows(fha, '2026-12-10').financing_appraisal).toBe('2027-01-09');
  });

  it('gives HOA, insurance and the sale of the current home deadlines, settlement last', () => {
    const data: PurchaseAgreementData = {
      ...conventional,
      conditions: {
        hoa_contingency: { selected: true, days: 10 },
        homeowners_insurance_contingency: { selected: true, days: 12 },
        sale_of_current_home: { selected: true, secure_deadline: '12/20/2026', close_deadline: '01/20/2027' },
      },
    };
    expect(rows(data, '2026-12-01')).toEqual({
      seller_disclosure: '2026-12-08',
      hoa: '2026-12-11',
      insurance: '2026-12-13',
      sale_of_home_offer: '2026-12-20',
      sale_of_home_closing: '2027-01-20',
      settlement: '2027-01-29',
    });
    // In date order once Acceptance is known; before it, by days, then the named dates; settlement last.
    expect(contractDeadlines(data, '2026-12-01').map((d) => d.key)).toEqual([
      'seller_disclosure',
      'hoa',
      'insurance',
      'sale_of_home_offer',
      'sale_of_home_closing',
      'settlement',
    ]);
    const due = {
      ...data,
      conditions: { ...data.conditions, inspection_contingency: { selected: true, days: 9 } },
    };
    expect(contractDeadlines(due).map((d) => d.key)).toEqual([
      'seller_disclosure',
      'due_diligence',
      'hoa',
      'insurance',
      'sale_of_home_offer',
      'sale_of_home_closing',
      'settlement',
    ]);
    expect(contractDeadlines(due, '2026-12-15').map((d) => d.key)).toEqual([
      'sale_of_home_offer',
      'seller_disclosure',
      'due_diligence',
      'hoa',
      'insurance',
      'sale_of_home_closing',
      'settlement',
    ]);
  });

  it("uses the field's default for an agreement saved before the field existed", () => {
    const financed = {
      financing: { required: true },
      conditions: { finance_contingency: { selected: true } },
    };
    expect(rows(financed, '2026-01-01')).toMatchObject({
      seller_disclosure: '2026-01-08',
      financing_appraisal: '2026-01-31',
    });
  });

  it('has no financing deadline without a loan, even for a stored cash draft that still ticks the condition', () => {
    const cash = {
      financing: { required: false },
      conditions: { finance_contingency: { selected: true } },
    };
    expect(Object.keys(rows(cash, '2026-01-01'))).toEqual(['seller_disclosure', 'settlement']);
    expect(Object.keys(rows({ ...cash, financing: {} }, '2026-01-01'))).toEqual([
      'seller_disclosure',
      'settlement',
    ]);
    // The appraisal condition needs no loan: a cash buyer keeps it and the deadline it shares.
    const appraised = {
      ...cash,
      conditions: { ...cash.conditions, appraisal_contingency: { selected: true } },
    };
    expect(rows(appraised, '2026-01-01')).toMatchObject({ financing_appraisal: '2026-01-31' });
  });
});

describe('the Texas option period', () => {
  const texas = (extra: PurchaseAgreementData = {}): PurchaseAgreementData => ({
    property: { address: { state: 'TX' } },
    closing_date: '01/29/2027',
    option_to_terminate_fee: 250,
    ...extra,
  });

  it('is a deadline counted from Acceptance, like the others, in Texas with an option fee', () => {
    expect(rows(texas({ option_period: { days: 5 } }))).toEqual({
      seller_disclosure: '7 days after Acceptance',
      option_period: '5 days after Acceptance',
      settlement: '2027-01-29',
    });
    expect(rows(texas({ option_period: { days: 5 } }), '2026-12-10').option_period).toBe('2026-12-15');
    const [option] = contractDeadlines(texas({ option_period: { days: 5 } })).filter(
      (deadline) => deadline.key === 'option_period',
    );
    expect(option).toMatchObject({ label: 'Option Period Deadline', field: 'option_period.days' });
    // An agreement saved before the field existed: the definition's default.
    expect(rows(texas(), '2026-12-10').option_period).toBe('2026-12-17');
  });

  it('is checked against settlement whenever it changes, on an existing draft too', () => {
    const saved = texas({ option_period: { days: 5 }, acceptance: { date: '12/20/2026' } });
    const later = texas({ option_period: { days: 45 }, acceptance: { date: '12/20/2026' } });
    const validation = validateDraft(PURCHASE_AGREEMENT, later, '2026-12-20', { previous: saved });
    expect(validation.ok).toBe(false);
    expect(!validation.ok && validation.problems.map((problem) => problem.path)).toEqual([
      'option_period.days',
    ]);
  });

  it('does not exist outside Texas, or without a fee', () => {
    const utah = { ...texas({ option_period: { days: 5 } }), property: { address: { state: 'UT' } } };
    expect(rows(utah)).not.toHaveProperty('option_period');
    expect(rows(texas({ option_to_terminate_fee: 0, option_period: { days: 5 } }))).not.toHaveProperty(
      'option_period',
    );
    expect(rows(texas({ option_to_terminate_fee: null, option_period: { days: 5 } }))).not.toHaveProperty(
      'option_period',
    );
  });

  it('must end before settlement: refused on its field', () => {
    const late = texas({ option_period: { days: 40 }, acceptance: { date: '12/20/2026' } });
    expect(deadlineOrderProblems(late, '2026-12-20')).toEqual([
      {
        path: 'option_period.days',
        message: DEADLINE_ORDER_MESSAGES.beforeSettlement(
          '2027-01-29',
          'Acceptance on 12/20/2026',
          '2027-01-29',
        ),
      },
    ]);
  });
});

describe('the day-count sentence', () => {
  it('names calendar days and the time deadlines end, Mountain Time in Utah', () => {
    const sentence = dayCountSentence(conventional);
    expect(sentence).toContain('calendar days');
    expect(sentence).toContain('5:00 PM Mountain Time');
    expect(dayCountSentence({ property: { address: { state: 'CO' } } })).toContain(
      "5:00 PM the property's local time",
    );
    expect(deadlineTimeOf({ deadlines: { time: '6:30', am_pm: 'PM' } })).toBe('6:30 PM');
    expect(deadlineTimeOf({ deadlines: { time: '25:00', am_pm: 'PM' } })).toBe('5:00 PM');
  });
});

describe('deadlineOrderProblems', () => {
  it('refuses a deadline at or after settlement, counting Acceptance at the offer expiry', () => {
    const late = { ...conventional, closing_date: '01/05/2027' };
    expect(deadlineOrderProblems(late, '2026-12-01')).toEqual([
      {
        path: 'deadlines.financing_appraisal_days',
        message: DEADLINE_ORDER_MESSAGES.beforeSettlement(
          '2027-01-09',
          "Acceptance at the offer's expiry (12/10/2026)",
          '2027-01-05',
        ),
      },
    ]);
    expect(deadlineOrderProblems(conventional, '2026-12-01')).toEqual([]);
  });

  it('counts from the recorded Acceptance, or from today without an expiry', () => {
    const noExpiry = { ...conventional, offer_expiration: null, closing_date: '01/05/2027' };
    expect(deadlineOrderProblems(noExpiry, '2026-12-01')).toEqual([]);
    expect(deadlineOrderProblems(noExpiry, '2026-12-10').map((p) => p.path)).toEqual([
      'deadlines.financing_appraisal_days',
    ]);
    const accepted = { ...noExpiry, acceptance: { date: '12/07/2026' } };
    expect(deadlineOrderProblems(accepted, '2026-12-20').map((p) => p.path)).toEqual([
      'deadlines.financing_appraisal_days',
    ]);
  });

  it('refuses a settlement before Acceptance, a named date after settlement, and disclosures after due diligence', () => {
    expect(deadlineOrderProblems({ ...conventional, closing_date: '12/09/2026' }, '2026-12-01')).toEqual([
      {
        path: 'closing_date',
        message: DEADLINE_ORDER_MESSAGES.settlementAfterAcceptance(
          "Acceptance at the offer's expiry (12/10/2026)",
        ),
      },
    ]);
    const saleAfter: PurchaseAgreementData = {
      ...conventional,
      conditions: { sale_of_current_home: { selected: true, close_deadline: '02/01/2027' } },
    };
    expect(deadlineOrderProblems(saleAfter, '2026-12-01')).toEqual([
      {
        path: 'conditions.sale_of_current_home.close_deadline',
        message: DEADLINE_ORDER_MESSAGES.namedBeforeSettlement('2027-01-29'),
      },
    ]);
    const disclosureLate = {
      ...conventional,
      deadlines: { seller_disclosure_days: 20, financing_appraisal_days: 30 },
    };
    expect(deadlineOrderProblems(disclosureLate, '2026-12-01')).toEqual([
      {
        path: 'deadlines.seller_disclosure_days',
        message: DEADLINE_ORDER_MESSAGES.disclosureBeforeDueDiligence(14),
      },
    ]);
  });

  it('refuses a sale-of-home date before Acceptance, counting Acceptance as late as it can come', () => {
    // Found by the contract invariants: the condition would end before the contract exists.
    const early: PurchaseAgreementData = {
      ...conventional,
      conditions: {
        sale_of_current_home: { selected: true, secure_deadline: '12/05/2026', close_deadline: '01/20/2027' },
      },
    };
    expect(deadlineOrderProblems(early, '2026-12-01')).toEqual([
      {
        path: 'conditions.sale_of_current_home.secure_deadline',
        message: DEADLINE_ORDER_MESSAGES.namedAfterAcceptance(
          "Acceptance at the offer's expiry (12/10/2026)",
        ),
      },
    ]);
    expect(deadlineOrderProblems({ ...early, acceptance: { date: '12/04/2026' } }, '2026-12-05')).toEqual([]);
  });

  it("refuses an accepted offer on the buyer's home due after that sale's closing deadline", () => {
    const sale = (secure: string, close: string): PurchaseAgreementData => ({
      ...conventional,
      conditions: {
        sale_of_current_home: { selected: true, secure_deadline: secure, close_deadline: close },
      },
    });
    expect(deadlineOrderProblems(sale('01/10/2027', '12/20/2026'), '2026-12-01')).toEqual([
      {
        path: 'conditions.sale_of_current_home.secure_deadline',
        message: DEADLINE_ORDER_MESSAGES.saleOfferBeforeSaleClosing('2026-12-20'),
      },
    ]);
    expect(deadlineOrderProblems(sale('12/20/2026', '12/20/2026'), '2026-12-01')).toEqual([]);
    expect(deadlineOrderProblems(sale('12/20/2026', '01/10/2027'), '2026-12-01')).toEqual([]);
    // Only once both dates are given.
    expect(
      deadlineOrderProblems(
        {
          ...conventional,
          conditions: { sale_of_current_home: { selected: true, secure_deadline: '01/10/2027' } },
        },
        '2026-12-01',
      ),
    ).toEqual([]);
  });

  it('refuses an Acceptance after the offer expired or not yet happened', () => {
    const accepted = (date: string) => ({ ...conventional, acceptance: { date } });
    expect(deadlineOrderProblems(accepted('12/11/2026'), '2026-12-20')).toEqual([
      { path: 'acceptance.date', message: DEADLINE_ORDER_MESSAGES.acceptanceAfterExpiry('2026-12-10') },
    ]);
    // A day's grace for the buyer's clock being ahead of the service's day.
    expect(deadlineOrderProblems(accepted('12/06/2026'), '2026-12-05')).toEqual([]);
    expect(deadlineOrderProblems(accepted('12/07/2026'), '2026-12-05')).toEqual([
      { path: 'acceptance.date', message: DEADLINE_ORDER_MESSAGES.acceptanceInFuture },
    ]);
    expect(deadlineOrderProblems(accepted('12/09/2026'), '2026-12-20')).toEqual([]);
  });

  it('lets an accepted agreement be finished again with the expiry the seller accepted before', () => {
    const accepted = { ...conventional, acceptance: { date: '12/09/2026' } };
    expect(finalizeProblems(PURCHASE_AGREEMENT, accepted, '2026-12-20')).toEqual([]);
    // Without Acceptance a passed date is refused as before.
    expect(finalizeProblems(PURCHASE_AGREEMENT, conventional, '2026-12-20')).toEqual([
      { path: 'purchase_agreement_date', message: VALIDATION_MESSAGES.pastDate },
      { path: 'offer_expiration.date', message: VALIDATION_MESSAGES.pastDate },
    ]);
  });

  it('is what validateDraft answers, on the field, unless nothing it depends on changed', () => {
    const late = { ...conventional, closing_date: '01/05/2027' };
    const result = validateDraft(PURCHASE_AGREEMENT, late, '2026-12-01');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems.map((p) => p.path)).toEqual(['deadlines.financing_appraisal_days']);
    // A draft saved before whose order broke only as days passed still saves an unrelated edit.
    const edited = { ...late, additional_clauses: 'None.' };
    expect(validateDraft(PURCHASE_AGREEMENT, edited, '2026-12-01', { previous: late }).ok).toBe(true);
  });
});

describe('the editor and the preview', () => {
  it('read a period as "N days after Acceptance"', () => {
    const data = { conditions: { inspection_contingency: { selected: true, days: 14 } } };
    expect(displayValue(PURCHASE_AGREEMENT, data, 'conditions.inspection_contingency.days')).toBe(
      '14 days after Acceptance',
    );
  });

  it("show the spec's §9 defaults as fields with their values, and no loan promise unless ticked", () => {
    const fresh = initialData(PURCHASE_AGREEMENT, { property: { address: { state: 'UT' } } });
    const revealed = applyRules(
      PURCHASE_AGREEMENT,
      { ...fresh, financing: { required: true }, possession_on_closing_date: false },
      { previous: fresh },
    ).data as PurchaseAgreementData;
    expect(revealed).toMatchObject({
      deposit: { refund_days: 10 },
      deadlines: { seller_disclosure_days: 7, time: '5:00', am_pm: 'PM' },
      leaseback: { days: 30, holdover_per_day: 150 },
      prorations: { prior_year_increase_percent: 5 },
      foreign_seller: { withholding_percent: 10, exemption_amount: 300_000 },
      utah: { endangered_species_clause: true },
      financing: { application: { selected: false }, rate_lock: { selected: false } },
    });
    const promised = applyRules(
      PURCHASE_AGREEMENT,
      {
        ...revealed,
        financing: { required: true, application: { selected: true }, rate_lock: { selected: true } },
      },
      { previous: revealed },
    ).data as PurchaseAgreementData;
    expect(promised.financing).toMatchObject({
      application: { selected: true, days: 10 },
      rate_lock: { selected: true, days_before_settlement: 15 },
    });
    const negotiation = applyRules(
      PURCHASE_AGREEMENT,
      { conditions: { inspection_contingency: { selected: true } } },
      { previous: {} },
    ).data as PurchaseAgreementData;
    expect(negotiation.due_diligence).toEqual({ response_days: 3, resolution_days: 7 });
  });

  it('accepts a date of Acceptance in the past', () => {
    expect(validateDraft(PURCHASE_AGREEMENT, { acceptance: { date: '11/20/2026' } }, '2026-12-01').ok).toBe(
      true,
    );
    expect(validateDraft(PURCHASE_AGREEMENT, { closing_date: '11/20/2026' }, '2026-12-01').ok).toBe(false);
  });
});
