// Which of the purchase agreement's conditions and dependent terms exist, each written once as a rule over the data.
// A condition whose substance depends on another answer carries that answer in its rule (the finance condition is
// about obtaining the loan, so it needs a loan): the editor shows its fields only then, `applyRules` drops them
// otherwise, the deadlines count it only then (`agreementHas`), and the PDF, which reads the ruled data and the
// deadlines, prints it only then.
import { all, equals, notEmpty, notEquals, stateIn } from '../conditions';
import type { Condition } from '../types';

const selected = (name: string): Condition => equals(`conditions.${name}.selected`, true);

/** The buyer pays part of the price with a loan (Section 2.2). */
export const LOAN: Condition = equals('financing.required', true);

/** FHA or VA financing: forces the finance contingency on, and shows the FHA/VA amendatory clause. */
export const GOVERNMENT_LOAN: Condition = all(
  LOAN,
  notEmpty('financing.type'),
  notEquals('financing.type', 'Conventional Loan'),
);

/** A Texas option fee was entered and is more than nothing: TREC gives no termination option without one. */
const OPTION_FEE: Condition = all(
  notEmpty('option_to_terminate_fee'),
  notEquals('option_to_terminate_fee', 0),
);

/**
 * Each condition or term, by name, and what must hold for it to exist. The appraisal condition needs no loan: a cash
 * buyer may make the purchase depend on the value too (REPC 8.2 names no lender), with an appraiser of their own.
 * The HOA condition has no answer to depend on: the agreement does not ask whether there is an association, and
 * ticking the condition is how the buyer says so.
 */
export const AGREEMENT_TERMS = {
  /** REPC 8.3: the buyer's obligation depends on obtaining the loan of Section 2.2, so it exists only with one. */
  finance: all(LOAN, selected('finance_contingency')),
  appraisal: selected('appraisal_contingency'),
  due_diligence: selected('inspection_contingency'),
  hoa: selected('hoa_contingency'),
  insurance: selected('homeowners_insurance_contingency'),
  attorney_review: selected('attorney_review_contingency'),
  title: selected('title_contingency'),
  sale_of_home: selected('sale_of_current_home'),
  government_loan: GOVERNMENT_LOAN,
  /** The seller stays after closing: only when the buyer does not take possession at closing. */
  leaseback: equals('possession_on_closing_date', false),
  /** TREC's unrestricted right to terminate, for the option fee, within the option period: Texas only. */
  option_period: all(stateIn('TX'), OPTION_FEE),
} as const satisfies Record<string, Condition>;

export type AgreementTerm = keyof typeof AGREEMENT_TERMS;
