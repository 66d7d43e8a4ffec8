// The purchase agreement's deadlines and the spec's §9 template defaults, as elements the buyer sees and can change.
// Every period is counted in calendar days from Acceptance (the REPC's rule, see `../deadlines`); a value given in
// business days by the spec is shown converted at 7 calendar days per 5 business days, rounded up.
import { all, equals, any, stateIn } from '../conditions';
import { AM_PM, YES_NO } from '../enumerations';
import type { CardElement, Condition, InputElement, NumberElement } from '../types';
import { AGREEMENT_TERMS, LOAN } from './purchase-agreement-conditions';
import { LIMITS } from './shared';

/** N days after Acceptance: the editor and the preview read `14 days after Acceptance`. */
const daysAfterAcceptance = (
  field: string,
  label: string,
  defaultValue: number,
  extra: Partial<NumberElement> = {},
): NumberElement => ({
  kind: 'number',
  field,
  label,
  min: 1,
  max: LIMITS.days,
  unit: 'days',
  counted: 'after_acceptance',
  defaultValue,
  ...extra,
});

/** The Financing & Appraisal Deadline exists while either condition does. */
export const FINANCING_OR_APPRAISAL: Condition = any(AGREEMENT_TERMS.finance, AGREEMENT_TERMS.appraisal);

/** The day-count rule where the buyer sets deadlines (Closing and Settlement, Contingencies). */
export const DAY_COUNT_CARD: CardElement = {
  kind: 'card',
  title: 'How deadlines are counted',
  text:
    'Every deadline is a number of calendar days after Acceptance, the day the signed acceptance reaches the ' +
    'party who made the offer; weekends and holidays count, and a deadline on one is not moved. Each ends at the ' +
    'time set under Closing and Settlement (5:00 PM unless you change it), Mountain Time in Utah. Settlement must ' +
    'come after every other deadline.',
};

/** Closing and Settlement: Acceptance, the seller disclosure period, and when on its day every deadline ends. */
export const ACCEPTANCE_ELEMENTS: InputElement[] = [
  {
    kind: 'date',
    field: 'acceptance.date',
    label: 'Date of Acceptance',
    optional: true,
    past: 'allowed',
    hint:
      'Leave this blank until the seller has signed. Every deadline below counts from Acceptance; once you enter ' +
      'its date and finish the agreement again, your timeline and calendar show the actual dates.',
  },
  daysAfterAcceptance('deadlines.seller_disclosure_days', 'Seller Disclosure Deadline', 7, {
    hint: 'The seller delivers the disclosures by then, before due diligence ends.',
  }),
  {
    kind: 'text',
    field: 'deadlines.time',
    label: 'Every deadline ends at (time)',
    maxLength: 5,
    format: 'time12',
    defaultValue: '5:00',
    hint: 'The template ends a business day at 5 pm; in Utah this is Mountain Time.',
  },
  { kind: 'radio_group', field: 'deadlines.am_pm', label: 'AM/PM', options: AM_PM, defaultValue: 'PM' },
];

/** Closing and Settlement: prorations, a seller who stays after closing, a foreign seller, Utah's species clause. */
export const SETTLEMENT_TERMS_ELEMENTS: InputElement[] = [
  {
    kind: 'number',
    field: 'leaseback.days',
    label: 'Days the seller may stay after closing',
    min: 1,
    max: 60,
    unit: 'days',
    defaultValue: 30,
    hint: 'Leasebacks usually run 30 to 60 days.',
    visibleWhen: AGREEMENT_TERMS.leaseback,
  },
  {
    kind: 'number',
    field: 'leaseback.holdover_per_day',
    label: 'Holdover penalty per day if the seller stays longer',
    min: 0,
    max: 10_000,
    unit: 'usd',
    defaultValue: 150,
    visibleWhen: AGREEMENT_TERMS.leaseback,
  },
  {
    kind: 'number',
    field: 'prorations.prior_year_increase_percent',
    label: "Property taxes not yet billed are prorated at the prior year's rate plus",
    min: 0,
    max: 100,
    unit: 'percent',
    defaultValue: 5,
  },
  {
    kind: 'number',
    field: 'foreign_seller.withholding_percent',
    label: 'Withholding if the seller is a foreign person',
    min: 0,
    max: 100,
    unit: 'percent',
    defaultValue: 10,
    hint:
      'Federal law (FIRPTA) sets this: 10% when you will live in the home and the price is up to $1,000,000, ' +
      '15% otherwise. The title company withholds it at closing.',
  },
  {
    kind: 'number',
    field: 'foreign_seller.exemption_amount',
    label: 'No withholding when the price is at most',
    min: 0,
    max: LIMITS.money,
    unit: 'usd',
    defaultValue: 300_000,
    hint: 'Only when you will live in the home.',
  },
  {
    kind: 'radio_group',
    field: 'utah.endangered_species_clause',
    label: 'Include the Utah endangered species clause?',
    options: YES_NO,
    defaultValue: true,
    hint: 'It says the property may be in the habitat of a protected species, which can limit its use.',
    visibleWhen: stateIn('UT'),
  },
];

/** Escrow Details: how soon the earnest money comes back when the buyer cancels under a condition. */
export const EARNEST_MONEY_REFUND_ELEMENT: NumberElement = {
  kind: 'number',
  field: 'deposit.refund_days',
  label: 'Days to refund the earnest money after a cancellation under a condition',
  min: 1,
  max: 60,
  unit: 'days',
  defaultValue: 10,
};

/** Purchase Price And Financing: promises about the loan, only when the buyer ticks them. */
export const LOAN_PROMISE_ELEMENTS: InputElement[] = [
  {
    kind: 'checkbox',
    field: 'financing.application.selected',
    label: 'Promise to apply for the loan within a set time',
    optional: true,
    defaultValue: false,
    visibleWhen: LOAN,
  },
  daysAfterAcceptance('financing.application.days', 'Apply for the loan within', 10, {
    max: 60,
    hint: 'The template gives 7 business days (10 calendar days).',
    visibleWhen: all(LOAN, equals('financing.application.selected', true)),
  }),
  {
    kind: 'checkbox',
    field: 'financing.rate_lock.selected',
    label: 'Promise to lock the interest rate before settlement',
    optional: true,
    defaultValue: false,
    visibleWhen: LOAN,
  },
  {
    kind: 'number',
    field: 'financing.rate_lock.days_before_settlement',
    label: 'Lock the rate at least this many days before settlement',
    min: 1,
    max: 90,
    unit: 'days',
    defaultValue: 15,
    visibleWhen: all(LOAN, equals('financing.rate_lock.selected', true)),
  },
];

/** Contingencies: due diligence (objection, response, resolution). */
export const DUE_DILIGENCE_ELEMENTS: InputElement[] = [
  {
    kind: 'checkbox',
    field: 'conditions.inspection_contingency.selected',
    label: 'Due diligence (inspection) condition',
    optional: true,
    defaultValue: false,
  },
  daysAfterAcceptance('conditions.inspection_contingency.days', 'Due Diligence Deadline', 14, {
    hint: 'The template gives 10 business days (14 calendar days) to inspect and object.',
    visibleWhen: AGREEMENT_TERMS.due_diligence,
  }),
  {
    kind: 'number',
    field: 'due_diligence.response_days',
    label: "Seller's response period after your objection",
    min: 1,
    max: 30,
    unit: 'days',
    defaultValue: 3,
    visibleWhen: AGREEMENT_TERMS.due_diligence,
  },
  {
    kind: 'number',
    field: 'due_diligence.resolution_days',
    label: 'Negotiation (resolution) period after the response period',
    min: 1,
    max: 30,
    unit: 'days',
    defaultValue: 7,
    hint: 'The template gives 5 business days (7 calendar days).',
    visibleWhen: AGREEMENT_TERMS.due_diligence,
  },
];

/** Contingencies: the Financing & Appraisal Deadline both conditions share. */
export const FINANCING_APPRAISAL_ELEMENT: NumberElement = daysAfterAcceptance(
  'deadlines.financing_appraisal_days',
  'Financing & Appraisal Deadline',
  30,
  {
    hint: 'The template gives 30 days for the loan decision; the appraisal condition shares this deadline.',
    visibleWhen: FINANCING_OR_APPRAISAL,
  },
);

/** Contingencies: the days of the HOA, insurance and title conditions, shown once each is chosen. */
export const HOA_DAYS_ELEMENT = daysAfterAcceptance(
  'conditions.hoa_contingency.days',
  'HOA review deadline',
  10,
  {
    hint: 'To review the HOA documents and fees and cancel if they are not acceptable.',
    visibleWhen: AGREEMENT_TERMS.hoa,
  },
);
export const INSURANCE_DAYS_ELEMENT = daysAfterAcceptance(
  'conditions.homeowners_insurance_contingency.days',
  'Insurance deadline',
  10,
  {
    hint: "To obtain a homeowner's insurance quote and cancel if none is acceptable.",
    visibleWhen: AGREEMENT_TERMS.insurance,
  },
);
export const TITLE_OBJECTION_ELEMENT: NumberElement = {
  kind: 'number',
  field: 'conditions.title_contingency.objection_days',
  label: 'Days after receiving the title report to object to title',
  min: 1,
  max: 60,
  unit: 'days',
  defaultValue: 10,
  visibleWhen: AGREEMENT_TERMS.title,
};
