// The data shapes as zod schemas, named exactly as spec part 2 names them (offer letter meta_data, purchase agreement
// data). Every field is optional and nullable: a draft is saved one field at a time. The schemas check types and
// enumerations and drop unknown keys; the bounds (lengths, ranges, dates) come from the definitions
// (`validateDraft`), so they are written once beside the element that shows them.
import { z } from 'zod';
import {
  AM_PM,
  ATTORNEY_FEE_OPTIONS,
  FINANCING_TYPES,
  FIXTURE_OPTIONS,
  OFFER_LETTER_CONTINGENCIES,
  PAYERS,
  PAYMENT_METHODS,
  PROPERTY_TYPES,
  TRANSFER_TAX_PAYERS,
  YES_NO_IN_PROGRESS,
} from './enumerations';
import { LIMITS } from './definitions/shared';
import { PURCHASE_AGREEMENT_TERMS_SHAPE } from './definitions/purchase-agreement-terms';

const valuesOf = <T extends string>(list: readonly { value: T }[]) =>
  list.map((option) => option.value) as [T, ...T[]];
const oneOf = <T extends string>(list: readonly { value: T }[]) =>
  z.enum(valuesOf(list)).nullable().optional();

/**
 * Every string and list has a hard cap, so a field the form does not show (the owners on record, the formatted
 * address) is bounded too. The cap is above every shown field's own bound, which `validateDraft` checks with a
 * message naming it.
 */
const MAX_TEXT = 2 * LIMITS.longText;
const text = z.string().max(MAX_TEXT).nullable().optional();
const MAX_PARTIES = 20;
const amount = z.number().finite().nullable().optional();
const flag = z.boolean().nullable().optional();
/** A calendar date as the editor stores it, MM/DD/YYYY (`validateDraft` checks the format and "not before today"). */
const date = z.string().max(32).nullable().optional();
const payer = oneOf(PAYERS);

export const partySchema = z.object({ name: text, phone: text, email: text, address: text });
const parties = z.array(partySchema).max(MAX_PARTIES).nullable().optional();

const addressSchema = z.object({
  street: text,
  street_line_2: text,
  city: text,
  zip_code: text,
  state: text,
});

export const offerLetterDataSchema = z.object({
  property: z
    .object({
      address: addressSchema.nullable().optional(),
      type: oneOf(PROPERTY_TYPES),
      sellers: parties,
      /** The offer price. */
      price: amount,
    })
    .nullable()
    .optional(),
  buyers: parties,
  deposit: z
    .object({
      payment_type: oneOf(PAYMENT_METHODS),
      payment_percentage: amount,
      preapproval_letter: oneOf(YES_NO_IN_PROGRESS),
      amount,
    })
    .nullable()
    .optional(),
  conditions: z
    .array(z.enum(valuesOf(OFFER_LETTER_CONTINGENCIES)))
    .max(OFFER_LETTER_CONTINGENCIES.length)
    .nullable()
    .optional(),
  other_contingencies: text,
  closing_date: date,
  deadline_for_conditions: date,
  /** The offer expiration: the spec's deadline_date, with its time and AM/PM from the expiration modal. */
  additional: z
    .object({ deadline_date: date, deadline_time: text, deadline_am_pm: oneOf(AM_PM) })
    .nullable()
    .optional(),
  is_flexible: flag,
  flexible_closing_date: date,
  dont_know_seller_checkbox: flag,
  chattels_fixtures_improvements: text,
  additional_clauses: text,
});
export type OfferLetterData = z.infer<typeof offerLetterDataSchema>;

const selected = z.object({ selected: flag }).nullable().optional();
const object = <T extends z.ZodRawShape>(shape: T) => z.object(shape).nullable().optional();

/** Acceptance, the deadlines counted from it and the spec's §9 template defaults (`definitions/purchase-agreement-deadlines`). */
const DEADLINES_SHAPE = {
  /** The date of Acceptance, entered once the seller has signed; every `*_days` period counts from it. */
  acceptance: object({ date }),
  deadlines: object({
    seller_disclosure_days: amount,
    financing_appraisal_days: amount,
    /** When on its day every deadline ends (the template's business day ends at 5 pm). */
    time: text,
    am_pm: oneOf(AM_PM),
  }),
  due_diligence: object({ response_days: amount, resolution_days: amount }),
  leaseback: object({ days: amount, holdover_per_day: amount }),
  prorations: object({ prior_year_increase_percent: amount }),
  foreign_seller: object({ withholding_percent: amount, exemption_amount: amount }),
  utah: object({ endangered_species_clause: flag }),
};
const selectedWithDays = z.object({ selected: flag, days: amount }).nullable().optional();
const fixtures = z
  .array(z.enum(valuesOf(FIXTURE_OPTIONS)))
  .max(FIXTURE_OPTIONS.length)
  .nullable()
  .optional();

export const purchaseAgreementDataSchema = z.object({
  buyers: parties,
  sellers: parties,
  /** Not a field the spec names for the agreement: its 'I don't know yet' seller checkbox, as the offer letter's. */
  dont_know_seller_checkbox: flag,
  property: z
    .object({
      address: addressSchema.extend({ address: text, formatted_address: text }).nullable().optional(),
      is_subject_to_a_lease: flag,
      price: amount,
      /** The owners on record (from the property); the agreement's parties are `sellers`. */
      sellers: parties,
      legal_description: text,
      pin: text,
      classified_as_historic_property: flag,
      located_in_shoreland_zone: selected,
      contains_septic_system: flag,
    })
    .nullable()
    .optional(),
  deposit: z
    .object({
      amount,
      days: amount,
      refund_days: amount,
      is_know_owner: flag,
      escrow_agent: z
        .object({
          company_name: text,
          contact_name: text,
          name: text,
          email: text,
          phone: text,
          address: text,
        })
        .nullable()
        .optional(),
    })
    .nullable()
    .optional(),
  financing: z
    .object({
      required: flag,
      type: oneOf(FINANCING_TYPES),
      amount,
      maximum_interest_rate: amount,
      application: z.object({ selected: flag, days: amount }).nullable().optional(),
      rate_lock: z.object({ selected: flag, days_before_settlement: amount }).nullable().optional(),
    })
    .nullable()
    .optional(),
  loan: z.object({ required_financing_amount: amount }).nullable().optional(),
  closing_date: date,
  purchase_agreement_date: date,
  possession_on_closing_date: flag,
  expenses_paid_by_seller_boolean: flag,
  expenses_paid_by_seller: amount,
  conditions: z
    .object({
      excluded_fixtures_and_improvements: text,
      excluded_fixtures_and_improvements_select: fixtures,
      included_fixtures_and_improvements: fixtures,
      other_contingencies: text,
      /** Accepted as the spec names it; the editor asks for the address under sale_of_current_home. */
      sale_of_another_property_address: text,
      finance_contingency: selected,
      inspection_contingency: selectedWithDays,
      /** No days of its own: it shares the Financing & Appraisal Deadline (`deadlines.financing_appraisal_days`). */
      appraisal_contingency: selected,
      attorney_review_contingency: selectedWithDays,
      sale_of_current_home: z
        .object({ selected: flag, address: text, secure_deadline: date, close_deadline: date })
        .nullable()
        .optional(),
      title_contingency: z.object({ selected: flag, objection_days: amount }).nullable().optional(),
      homeowners_insurance_contingency: z
        .object({ selected: flag, max_acceptable_annual_insurance: amount, days: amount })
        .nullable()
        .optional(),
      hoa_contingency: z
        .object({ selected: flag, max_acceptable_fee: amount, days: amount })
        .nullable()
        .optional(),
    })
    .nullable()
    .optional(),
  mediation_before_arbitration: z.object({ selected: flag, paid_by: payer }).nullable().optional(),
  attorney_fees_paid_by: oneOf(ATTORNEY_FEE_OPTIONS),
  costs_and_duties: z
    .object({
      transfer_tax: z
        .object({ paid_by: oneOf(TRANSFER_TAX_PAYERS), other: text })
        .nullable()
        .optional(),
      certificate_of_value_paid_by: payer,
      home_warranty: z
        .object({ included: flag, paid_by: payer, max_cost: amount, provider_name: text })
        .nullable()
        .optional(),
    })
    .nullable()
    .optional(),
  land_survey: z.object({ new_will_be_provided: flag, cost_covered_by: payer }).nullable().optional(),
  additional_clauses: text,
  property_condition: z
    .object({
      residential_service_contract: z
        .object({ required: flag, reimbursed_by_seller_amount: amount })
        .nullable()
        .optional(),
      repairs_and_improvements: text,
    })
    .nullable()
    .optional(),
  option_to_terminate_fee: amount,
  ...PURCHASE_AGREEMENT_TERMS_SHAPE,
  offer_expiration: z
    .object({ date, time: text, am_pm: oneOf(AM_PM) })
    .nullable()
    .optional(),
  ...DEADLINES_SHAPE,
});
export type PurchaseAgreementData = z.infer<typeof purchaseAgreementDataSchema>;
export type Party = z.infer<typeof partySchema>;
