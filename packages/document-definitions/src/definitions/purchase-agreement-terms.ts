// The purchase agreement's REPC terms that need an answer of their own (issue 24): the seller's agent for the agency
// confirmation (REPC section 5), who pays the owner's title insurance policy (section 6) and how much earnest money
// a buyer who cancels for financing after the Due Diligence Deadline leaves to the seller (section 8.3). Spliced into
// the definition and the schema so the data model's owner keeps one line each to read. Also where the transfer tax
// question is asked: only in a state that has the tax.
import { z } from 'zod';
import { not, stateIn } from '../conditions';
import { PAYERS } from '../enumerations';
import { STATES_WITHOUT_TRANSFER_TAX } from '../transfer-tax';
import type { Condition, Element, InputElement, NumberElement } from '../types';
import { AGREEMENT_TERMS } from './purchase-agreement-conditions';
import { LIMITS } from './shared';

const text = z
  .string()
  .max(2 * LIMITS.longText)
  .nullable()
  .optional();
const amount = z.number().finite().nullable().optional();
const payer = z
  .enum(PAYERS.map((option) => option.value) as [string, ...string[]])
  .nullable()
  .optional();

/** The fields below, as the purchase agreement data schema reads them. */
export const PURCHASE_AGREEMENT_TERMS_SHAPE = {
  agency: z.object({ seller_agent: text }).nullable().optional(),
  title_insurance: z.object({ paid_by: payer }).nullable().optional(),
  financing_cancellation: z.object({ earnest_money_to_seller: amount }).nullable().optional(),
  /** Texas only: the days after Acceptance the option fee buys the right to terminate for. */
  option_period: z.object({ days: amount }).nullable().optional(),
};

/** Seller Details: whom the seller works with, so the agency confirmation names them or leaves a line to fill. */
export const SELLER_AGENCY_ELEMENTS: InputElement[] = [
  {
    kind: 'text',
    field: 'agency.seller_agent',
    label: "Seller's agent and brokerage, if any",
    maxLength: LIMITS.name,
    optional: true,
    hint: 'Leave empty if you do not know yet: the agreement leaves a line to write it in.',
  },
];

/** Contingencies, with the finance contingency: the REPC lets the buyer offer part of the earnest money here. */
export const FINANCING_CANCELLATION_ELEMENTS: InputElement[] = [
  {
    kind: 'number',
    field: 'financing_cancellation.earnest_money_to_seller',
    label: 'Earnest money the seller keeps if you cancel for financing after the Due Diligence Deadline',
    min: 0,
    max: LIMITS.money,
    unit: 'usd',
    optional: true,
    defaultValue: 0,
    hint: 'With $0 you get all of it back. Cancelling before the Due Diligence Deadline, or for a low appraisal, always returns all of it.',
    visibleWhen: AGREEMENT_TERMS.finance,
  },
];

/** Additional Costs and Duties: the owner's policy, customarily the seller's cost under the REPC. */
export const TITLE_INSURANCE_ELEMENTS: InputElement[] = [
  {
    kind: 'radio_group',
    field: 'title_insurance.paid_by',
    label: "Owner's title insurance policy paid by",
    options: PAYERS,
    defaultValue: 'seller',
    hint: "Usually the seller. The lender's policy and any extended coverage are the buyer's cost.",
  },
];

/** The transfer tax question exists only where the state levies one (`STATES_WITHOUT_TRANSFER_TAX`). */
export const HAS_TRANSFER_TAX: Condition = not(stateIn(...STATES_WITHOUT_TRANSFER_TAX));

/** Where there is none, the editor says so instead of asking who pays it. */
export const NO_TRANSFER_TAX_ELEMENTS: Element[] = [
  {
    kind: 'card',
    title: 'Transfer tax',
    text:
      "The property's state has no real estate transfer tax, so no one pays one and the agreement has no transfer " +
      'tax clause.',
    visibleWhen: stateIn(...STATES_WITHOUT_TRANSFER_TAX),
  },
];

/**
 * Additional Costs and Duties, after the option fee: the Texas (TREC) option period, a number of days after
 * Acceptance (TREC's effective date) and a deadline like the others. Shown only in Texas and once a fee is entered.
 */
export const OPTION_PERIOD_ELEMENT: NumberElement = {
  kind: 'number',
  field: 'option_period.days',
  label: 'Option period',
  min: 1,
  max: 60,
  unit: 'days',
  counted: 'after_acceptance',
  defaultValue: 7,
  hint:
    'For the option fee, you may end the agreement for any reason by written notice within this many days after ' +
    'Acceptance. Usually 5 to 10 days; the fee is not refunded.',
  visibleWhen: AGREEMENT_TERMS.option_period,
};
