// The contract deadlines of a purchase agreement, shaped like section 24 of Utah's REPC and extended to every
// condition the buyer chose. A deadline exists only for a condition the agreement has; each is either a number of
// calendar days after Acceptance or a date the agreement names (settlement, the sale of the buyer's home). Before
// Acceptance is recorded the relative ones have no date: they read "14 days after Acceptance".
import { PURCHASE_AGREEMENT } from '../definitions/purchase-agreement';
import type { PurchaseAgreementData } from '../schemas';
import { agreementHas } from './agreement-has';

export const CONTRACT_DEADLINE_KEYS = [
  'seller_disclosure',
  'due_diligence',
  'hoa',
  'insurance',
  'attorney_review',
  'option_period',
  'financing_appraisal',
  'sale_of_home_offer',
  'sale_of_home_closing',
  'settlement',
] as const;
export type ContractDeadlineKey = (typeof CONTRACT_DEADLINE_KEYS)[number];

export interface ContractDeadline {
  key: ContractDeadlineKey;
  label: string;
  /** The data path that sets it: the days field, or the date field. */
  field: string;
  /** Calendar days after Acceptance; undefined for a deadline the agreement names by date. */
  daysAfterAcceptance?: number;
  /** `YYYY-MM-DD`: counted from the recorded Acceptance, or the date named; undefined when not known yet. */
  date?: string;
  /** How it is set, in the agreement's words: `14 days after Acceptance`, `the date chosen`. */
  rule: string;
}

/** A calendar date as `YYYY-MM-DD`, from `MM/DD/YYYY` or `YYYY-MM-DD`; undefined for anything else. */
export function isoDay(value: string | null | undefined): string | undefined {
  const raw = value?.trim() ?? '';
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(raw);
  const iso = us ? `${us[3]}-${us[1]}-${us[2]}` : /^\d{4}-\d{2}-\d{2}/.exec(raw)?.[0];
  if (!iso) return undefined;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : undefined;
}

/** `YYYY-MM-DD` plus whole calendar days. */
export function addCalendarDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const daysText = (days: number) => `${days} ${days === 1 ? 'day' : 'days'} after Acceptance`;

/** The definition's default for a days field. */
function defaultDays(field: string): number {
  for (const section of PURCHASE_AGREEMENT.sections)
    for (const element of section.elements)
      if (element.kind === 'number' && element.field === field && typeof element.defaultValue === 'number')
        return element.defaultValue;
  throw new Error(`The purchase agreement has no days field ${field}`);
}

/** A whole number of days as stored, or the field's default (an agreement saved before the field existed). */
const daysOf = (value: number | null | undefined, field: string): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : defaultDays(field);

/** The date of Acceptance the agreement records, as `YYYY-MM-DD`. */
export const acceptanceOf = (data: PurchaseAgreementData): string | undefined =>
  isoDay(data.acceptance?.date);

/**
 * The agreement's deadlines in the timeline's order (`inOrder`), settlement last. With
 * `acceptance` (default: the date the agreement records) every relative deadline gets its date.
 */
export function contractDeadlines(
  data: PurchaseAgreementData,
  acceptance: string | undefined = acceptanceOf(data),
): ContractDeadline[] {
  const conditions = data.conditions ?? {};
  const list: ContractDeadline[] = [];
  const relative = (
    key: ContractDeadlineKey,
    label: string,
    field: string,
    stored: number | null | undefined,
  ) => {
    const days = daysOf(stored, field);
    list.push({
      key,
      label,
      field,
      daysAfterAcceptance: days,
      date: acceptance ? addCalendarDays(acceptance, days) : undefined,
      rule: daysText(days),
    });
  };
  const named = (key: ContractDeadlineKey, label: string, field: string, value: string | null | undefined) =>
    list.push({ key, label, field, date: isoDay(value), rule: 'the date chosen' });

  relative(
    'seller_disclosure',
    'Seller Disclosure Deadline',
    'deadlines.seller_disclosure_days',
    data.deadlines?.seller_disclosure_days,
  );
  if (agreementHas(data, 'due_diligence'))
    relative(
      'due_diligence',
      'Due Diligence Deadline',
      'conditions.inspection_contingency.days',
      conditions.inspection_contingency?.days,
    );
  if (agreementHas(data, 'hoa'))
    relative(
      'hoa',
      'HOA Review Deadline',
      'conditions.hoa_contingency.days',
      conditions.hoa_contingency?.days,
    );
  if (agreementHas(data, 'insurance'))
    relative(
      'insurance',
      'Insurance Deadline',
      'conditions.homeowners_insurance_contingency.days',
      conditions.homeowners_insurance_contingency?.days,
    );
  if (agreementHas(data, 'attorney_review'))
    relative(
      'attorney_review',
      'Attorney Review Deadline',
      'conditions.attorney_review_contingency.days',
      conditions.attorney_review_contingency?.days,
    );
  if (agreementHas(data, 'option_period'))
    relative('option_period', 'Option Period Deadline', 'option_period.days', data.option_period?.days);
  // One deadline for both conditions (REPC 8.2 and 8.3): ticking the appraisal never shortens the loan period. The
  // finance condition counts only with a loan (a stored cash draft that still ticks it gets no financing deadline).
  if (agreementHas(data, 'finance') || agreementHas(data, 'appraisal'))
    relative(
      'financing_appraisal',
      'Financing & Appraisal Deadline',
      'deadlines.financing_appraisal_days',
      data.deadlines?.financing_appraisal_days,
    );
  const saleOfHome = conditions.sale_of_current_home;
  if (saleOfHome && agreementHas(data, 'sale_of_home')) {
    named(
      'sale_of_home_offer',
      'Sale of Current Home: Accepted Offer Deadline',
      'conditions.sale_of_current_home.secure_deadline',
      saleOfHome.secure_deadline,
    );
    named(
      'sale_of_home_closing',
      'Sale of Current Home: Closing Deadline',
      'conditions.sale_of_current_home.close_deadline',
      saleOfHome.close_deadline,
    );
  }
  named('settlement', 'Settlement Deadline', 'closing_date', data.closing_date);
  return inOrder(list);
}

/**
 * The timeline's order: by date once every deadline but settlement has one, else those counted from Acceptance by
 * their days and then the named dates; settlement always last. The sort is stable, so equal ones keep the order above.
 */
function inOrder(list: ContractDeadline[]): ContractDeadline[] {
  const settlement = list.filter((deadline) => deadline.key === 'settlement');
  const others = list.filter((deadline) => deadline.key !== 'settlement');
  const allDated = others.every((deadline) => deadline.date !== undefined);
  const rank = (deadline: ContractDeadline): [number, string] =>
    allDated
      ? [0, deadline.date!]
      : deadline.daysAfterAcceptance !== undefined
        ? [0, String(deadline.daysAfterAcceptance).padStart(4, '0')]
        : [1, deadline.date ?? '9999'];
  const sorted = [...others].sort((a, b) => {
    const [groupA, keyA] = rank(a);
    const [groupB, keyB] = rank(b);
    return groupA - groupB || keyA.localeCompare(keyB);
  });
  return [...sorted, ...settlement];
}
