/** The four contract deadlines of a purchase agreement, shaped like section 24 of Utah's REPC: Seller Disclosure,
 * Due Diligence, Financing & Appraisal and Settlement. Each is an actual calendar date, because a vague or relative
 * deadline ("ten days after inspection") can make a contract unenforceable; each ends at 5:00 PM (Mountain Time in
 * Utah, the property's local time elsewhere).
 *
 * The form asks for the agreement date, the settlement (closing) date and each contingency's days after acceptance;
 * the dates below are counted from the agreement date in calendar days. A deadline never falls after settlement. */
import type { PurchaseAgreementData } from './document-data';
import { addDays, calendarDate, count, usDate, yes } from './form-values';

export type ContractDeadlineKey =
  'seller_disclosure' | 'due_diligence' | 'financing_appraisal' | 'settlement';

export interface ContractDeadline {
  key: ContractDeadlineKey;
  label: string;
  /** The calendar date (UTC midnight), or undefined when the form does not give enough to count it. */
  date: Date | undefined;
  /** False when the agreement has no such deadline (no financing or appraisal condition in a cash purchase). */
  applies: boolean;
  /** How the date was reached, printed beside it so the parties can check it. */
  basis: string;
}

/** Seller disclosures come first so the buyer has them for the whole due-diligence period. */
export const SELLER_DISCLOSURE_DAYS = 7;
/** The spec's template default inspection period when the buyer set none. */
export const DEFAULT_DUE_DILIGENCE_DAYS = 10;
/** The spec's template default: loan approval or denial within 30 days. */
export const DEFAULT_FINANCING_DAYS = 30;
/** Every deadline ends at this time of day (REPC section 21). */
export const DEADLINE_TIME = '5:00 PM';

export function contractDeadlines(data: PurchaseAgreementData): ContractDeadline[] {
  const agreed = calendarDate(data.purchase_agreement_date);
  const settlement = calendarDate(data.closing_date);
  const conditions = data.conditions ?? {};
  // Never past settlement: a condition still open after closing protects no one.
  const byDays = (days: number) => {
    if (!agreed) return undefined;
    const date = addDays(agreed, days);
    return settlement && date > settlement ? settlement : date;
  };

  const inspectionDays = yes(conditions.inspection_contingency?.selected)
    ? count(conditions.inspection_contingency?.days)
    : undefined;
  const dueDiligenceDays = inspectionDays ?? DEFAULT_DUE_DILIGENCE_DAYS;
  const disclosureDays = Math.min(SELLER_DISCLOSURE_DAYS, dueDiligenceDays);

  const appraisalDays = yes(conditions.appraisal_contingency?.selected)
    ? count(conditions.appraisal_contingency?.days)
    : undefined;
  const financed = yes(data.financing?.required) || yes(conditions.finance_contingency?.selected);
  const financingDays = appraisalDays ?? (financed ? DEFAULT_FINANCING_DAYS : undefined);

  const afterAgreement = (days: number, why: string) =>
    agreed
      ? `${days} calendar days after the agreement date (${usDate(agreed)}); ${why}`
      : 'No agreement date given';

  return [
    {
      key: 'seller_disclosure',
      label: 'Seller Disclosure Deadline',
      date: byDays(disclosureDays),
      applies: true,
      basis: afterAgreement(disclosureDays, 'disclosures come before due diligence ends'),
    },
    {
      key: 'due_diligence',
      label: 'Due Diligence Deadline',
      date: byDays(dueDiligenceDays),
      applies: true,
      basis: afterAgreement(
        dueDiligenceDays,
        inspectionDays === undefined ? 'the default inspection period' : 'the inspection period chosen',
      ),
    },
    {
      key: 'financing_appraisal',
      label: 'Financing & Appraisal Deadline',
      date: financingDays === undefined ? undefined : byDays(financingDays),
      applies: financingDays !== undefined,
      basis:
        financingDays === undefined
          ? 'No financing or appraisal condition'
          : afterAgreement(
              financingDays,
              appraisalDays === undefined
                ? 'the default loan approval period'
                : 'the appraisal period chosen',
            ),
    },
    {
      key: 'settlement',
      label: 'Settlement Deadline',
      date: settlement,
      applies: true,
      basis: settlement ? 'The closing date chosen' : 'No closing date given',
    },
  ];
}
