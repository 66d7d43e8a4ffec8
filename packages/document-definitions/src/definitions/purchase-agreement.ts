// The purchase agreement (spec part 2): eleven section keys under ten menu names. Field paths are the spec's
// purchase agreement data names; the state rules (Oregon, Maine, Minnesota, California) read the property's state.
import { all, equals, includes, not, notEmpty, stateIn } from '../conditions';
import {
  AM_PM,
  ATTORNEY_FEE_OPTIONS,
  FINANCING_TYPES,
  FIXTURE_OPTIONS,
  PAYERS,
  TRANSFER_TAX_PAYERS,
  YES_NO,
} from '../enumerations';
import type { Condition, DocumentDefinition, InputElement } from '../types';
import { AGREEMENT_TERMS, GOVERNMENT_LOAN, LOAN } from './purchase-agreement-conditions';
import { FHA_VA_AMENDATORY_CLAUSE, FIXTURES_REPORT_SUMMARY, TITLE_COMPANY_NOTE } from './clause-texts';
import {
  ACCEPTANCE_ELEMENTS,
  DAY_COUNT_CARD,
  DUE_DILIGENCE_ELEMENTS,
  EARNEST_MONEY_REFUND_ELEMENT,
  FINANCING_APPRAISAL_ELEMENT,
  HOA_DAYS_ELEMENT,
  INSURANCE_DAYS_ELEMENT,
  LOAN_PROMISE_ELEMENTS,
  SETTLEMENT_TERMS_ELEMENTS,
  TITLE_OBJECTION_ELEMENT,
} from './purchase-agreement-deadlines';
import { LIMITS, PHONE_MASK, personElements, propertyAddressElements } from './shared';
import * as terms from './purchase-agreement-terms';

export { GOVERNMENT_LOAN } from './purchase-agreement-conditions';

/**
 * Acceptance is recorded: the agreement is finished again to date its deadlines, and its dates stay as the seller
 * accepted them, even those since passed (the agreement date, the offer's expiry).
 */
const ACCEPTED: Condition = notEmpty('acceptance.date');

/** A contingency's checkbox and, while it is checked, its number of days after Acceptance. */
const contingencyWithDays = (name: string, label: string, days: number, hint?: string): InputElement[] => [
  { kind: 'checkbox', field: `conditions.${name}.selected`, label, optional: true, defaultValue: false },
  {
    kind: 'number',
    field: `conditions.${name}.days`,
    label: `${label} deadline`,
    min: 1,
    max: LIMITS.days,
    unit: 'days',
    counted: 'after_acceptance',
    defaultValue: days,
    hint,
    visibleWhen: equals(`conditions.${name}.selected`, true),
  },
];

export const PURCHASE_AGREEMENT_SECTION_KEYS = [
  'property-details',
  'property-condition-and-disclosure',
  'buyer-details',
  'seller-details',
  'purchase-price-and-finance',
  'escrow-details',
  'closing-settelment',
  'condition-clauses',
  'legal-despute-resolution',
  'additional-costs-duties',
  'taxes-fees',
] as const;

/**
 * The left menu: the spec's ten display names over its eleven keys. Each key is one step; the first nine names have
 * one key each in order, and 'Additional Costs and Duties' covers the last two steps: `additional-costs-duties`
 * (home warranty, land survey, option fee) and `taxes-fees` (transfer tax, Minnesota's certificate of value), the
 * costs the parties divide between them. `sections[].title` says the same per section (a test keeps them equal).
 */
export const PURCHASE_AGREEMENT_MENU: readonly { title: string; keys: readonly string[] }[] = [
  { title: 'Property Details', keys: ['property-details'] },
  { title: 'Property Fixtures', keys: ['property-condition-and-disclosure'] },
  { title: 'Buyer Details', keys: ['buyer-details'] },
  { title: 'Seller Details', keys: ['seller-details'] },
  { title: 'Purchase Price And Financing', keys: ['purchase-price-and-finance'] },
  { title: 'Escrow Details', keys: ['escrow-details'] },
  { title: 'Closing and Settlement', keys: ['closing-settelment'] },
  { title: 'Contingencies', keys: ['condition-clauses'] },
  { title: 'Legal and Dispute Resolution', keys: ['legal-despute-resolution'] },
  { title: 'Additional Costs and Duties', keys: ['additional-costs-duties', 'taxes-fees'] },
];

export const PURCHASE_AGREEMENT: DocumentDefinition = {
  kind: 'purchase_agreement',
  name: 'Purchase agreement',
  statePath: 'property.address.state',
  sections: [
    {
      key: 'property-details',
      title: 'Property Details',
      elements: [
        ...propertyAddressElements('property.address'),
        {
          kind: 'textarea',
          field: 'property.legal_description',
          label: 'Legal description',
          maxLength: LIMITS.longText,
          hint: "As written on the deed or the county's records (lot, block, subdivision).",
        },
        { kind: 'text', field: 'property.pin', label: 'Parcel number (PIN)', maxLength: 64, optional: true },
        {
          kind: 'radio_group',
          field: 'property.is_subject_to_a_lease',
          label: 'Is the property subject to a lease?',
          options: YES_NO,
        },
        {
          kind: 'radio_group',
          field: 'property.classified_as_historic_property',
          label: 'Is the property classified as a historic property?',
          options: YES_NO,
          visibleWhen: stateIn('OR'),
        },
        {
          kind: 'radio_group',
          field: 'property.located_in_shoreland_zone.selected',
          label: 'Is the property located in a shoreland zone?',
          options: YES_NO,
          visibleWhen: stateIn('ME'),
        },
        {
          kind: 'radio_group',
          field: 'property.contains_septic_system',
          label: 'Does the property contain a septic system?',
          options: YES_NO,
          visibleWhen: all(stateIn('ME'), equals('property.located_in_shoreland_zone.selected', true)),
          hint: 'Maine requires a septic inspection before a shoreland property with a septic system is sold.',
        },
      ],
    },
    {
      key: 'property-condition-and-disclosure',
      title: 'Property Fixtures',
      elements: [
        { kind: 'fixtures_accordion', title: 'Report Summary', text: FIXTURES_REPORT_SUMMARY },
        {
          kind: 'checkbox_group',
          field: 'conditions.included_fixtures_and_improvements',
          label: 'Included fixtures and improvements',
          options: FIXTURE_OPTIONS,
          optional: true,
          defaultValue: [],
        },
        {
          kind: 'checkbox_group',
          field: 'conditions.excluded_fixtures_and_improvements_select',
          label: 'Excluded fixtures and improvements',
          options: FIXTURE_OPTIONS,
          optional: true,
          defaultValue: [],
        },
        {
          kind: 'textarea',
          field: 'conditions.excluded_fixtures_and_improvements',
          label: 'Other excluded items',
          maxLength: LIMITS.longText,
          visibleWhen: includes('conditions.excluded_fixtures_and_improvements_select', 'other'),
        },
        { kind: 'divider' },
        {
          kind: 'radio_group',
          field: 'property_condition.residential_service_contract.required',
          label: 'Does the buyer require a residential service contract?',
          options: YES_NO,
        },
        {
          kind: 'number',
          field: 'property_condition.residential_service_contract.reimbursed_by_seller_amount',
          label: 'Amount the seller reimburses',
          min: 0,
          max: LIMITS.money,
          unit: 'usd',
          visibleWhen: equals('property_condition.residential_service_contract.required', true),
        },
        {
          kind: 'textarea',
          field: 'property_condition.repairs_and_improvements',
          label: 'Repairs and improvements the seller makes before closing',
          maxLength: LIMITS.longText,
          optional: true,
        },
      ],
    },
    {
      key: 'buyer-details',
      title: 'Buyer Details',
      elements: [
        {
          kind: 'repeat',
          field: 'buyers',
          itemTitle: 'Buyer',
          addLabel: 'Add buyer',
          fixedItems: 2,
          maxItems: 6,
          elements: personElements('Buyer'),
        },
      ],
    },
    {
      key: 'seller-details',
      title: 'Seller Details',
      elements: [
        {
          kind: 'dont_know_checkbox',
          field: 'dont_know_seller_checkbox',
          label: "I don't know yet",
          disables: ['sellers'],
          optional: true,
          defaultValue: false,
        },
        {
          kind: 'repeat',
          field: 'sellers',
          itemTitle: 'Seller',
          addLabel: 'Add seller',
          fixedItems: 2,
          maxItems: 6,
          elements: personElements('Seller'),
        },
        ...terms.SELLER_AGENCY_ELEMENTS,
      ],
    },
    {
      key: 'purchase-price-and-finance',
      title: 'Purchase Price And Financing',
      elements: [
        {
          kind: 'number',
          field: 'property.price',
          label: 'Purchase price',
          min: 1,
          max: LIMITS.money,
          unit: 'usd',
        },
        {
          kind: 'radio_group',
          field: 'financing.required',
          label: 'Will you finance the purchase with a loan?',
          options: YES_NO,
        },
        {
          kind: 'radio_cards',
          field: 'financing.type',
          label: 'Loan type',
          options: FINANCING_TYPES,
          visibleWhen: equals('financing.required', true),
        },
        {
          kind: 'number',
          field: 'financing.amount',
          label: 'Loan amount',
          min: 1,
          max: LIMITS.money,
          unit: 'usd',
          visibleWhen: equals('financing.required', true),
        },
        {
          kind: 'number',
          field: 'financing.maximum_interest_rate',
          label: 'Maximum interest rate you accept',
          min: 0,
          max: 30,
          unit: 'percent',
          optional: true,
          visibleWhen: equals('financing.required', true),
        },
        {
          kind: 'card',
          title: 'FHA/VA amendatory clause',
          text: FHA_VA_AMENDATORY_CLAUSE,
          visibleWhen: GOVERNMENT_LOAN,
        },
        ...LOAN_PROMISE_ELEMENTS,
      ],
    },
    {
      key: 'escrow-details',
      title: 'Escrow Details',
      elements: [
        {
          kind: 'number',
          field: 'deposit.amount',
          label: 'Earnest money',
          min: 0,
          max: LIMITS.money,
          unit: 'usd',
        },
        {
          kind: 'number',
          field: 'deposit.days',
          label: 'Days after acceptance to deliver the earnest money',
          min: 0,
          max: 30,
          unit: 'days',
          defaultValue: 4,
        },
        EARNEST_MONEY_REFUND_ELEMENT,
        { kind: 'card', title: 'Who holds the earnest money', text: TITLE_COMPANY_NOTE },
        {
          kind: 'radio_group',
          field: 'deposit.is_know_owner',
          label: 'Do you know the title company or escrow agent?',
          options: YES_NO,
        },
        ...(
          [
            ['company_name', 'Company name', LIMITS.name],
            ['contact_name', 'Contact person', LIMITS.name],
            ['name', 'Escrow officer', LIMITS.name],
          ] as const
        ).map(([key, label, maxLength]): InputElement => ({
          kind: 'text',
          field: `deposit.escrow_agent.${key}`,
          label,
          maxLength,
          optional: key !== 'company_name',
          visibleWhen: equals('deposit.is_know_owner', true),
        })),
        {
          kind: 'text',
          field: 'deposit.escrow_agent.email',
          label: 'E-mail',
          maxLength: LIMITS.email,
          format: 'email',
          optional: true,
          visibleWhen: equals('deposit.is_know_owner', true),
        },
        {
          kind: 'masked_text',
          field: 'deposit.escrow_agent.phone',
          label: 'Phone',
          mask: PHONE_MASK,
          optional: true,
          visibleWhen: equals('deposit.is_know_owner', true),
        },
        {
          kind: 'text',
          field: 'deposit.escrow_agent.address',
          label: 'Address',
          maxLength: LIMITS.address,
          optional: true,
          visibleWhen: equals('deposit.is_know_owner', true),
        },
      ],
    },
    {
      key: 'closing-settelment',
      title: 'Closing and Settlement',
      elements: [
        {
          kind: 'date',
          field: 'purchase_agreement_date',
          label: 'Agreement date',
          pastAllowedWhen: ACCEPTED,
        },
        {
          kind: 'date',
          field: 'closing_date',
          label: 'Settlement deadline (closing date)',
          pastAllowedWhen: ACCEPTED,
        },
        DAY_COUNT_CARD,
        ...ACCEPTANCE_ELEMENTS,
        {
          kind: 'radio_group',
          field: 'possession_on_closing_date',
          label: 'Does the buyer take possession on the closing date?',
          options: YES_NO,
        },
        ...SETTLEMENT_TERMS_ELEMENTS,
        {
          kind: 'radio_group',
          field: 'expenses_paid_by_seller_boolean',
          label: "Does the seller pay part of the buyer's closing costs?",
          options: YES_NO,
        },
        {
          kind: 'number',
          field: 'expenses_paid_by_seller',
          label: "Seller's contribution to the buyer's closing costs",
          min: 0,
          max: LIMITS.money,
          unit: 'usd',
          visibleWhen: equals('expenses_paid_by_seller_boolean', true),
        },
      ],
    },
    {
      key: 'condition-clauses',
      title: 'Contingencies',
      elements: [
        DAY_COUNT_CARD,
        {
          kind: 'checkbox',
          field: 'conditions.finance_contingency.selected',
          label: 'Finance contingency',
          optional: true,
          defaultValue: false,
          forced: { when: GOVERNMENT_LOAN, value: true },
          hint: 'Required with an FHA or VA loan.',
          // A condition on obtaining the loan: a cash purchase has none, and switching to cash drops it.
          visibleWhen: LOAN,
        },
        {
          kind: 'number',
          field: 'loan.required_financing_amount',
          label: 'Loan amount the buyer must obtain',
          min: 1,
          max: LIMITS.money,
          unit: 'usd',
          visibleWhen: AGREEMENT_TERMS.finance,
        },
        ...terms.FINANCING_CANCELLATION_ELEMENTS,
        {
          kind: 'checkbox',
          field: 'conditions.appraisal_contingency.selected',
          label: 'Appraisal contingency',
          optional: true,
          defaultValue: false,
          hint: 'A condition of its own: you may cancel if the home appraises below the price.',
        },
        FINANCING_APPRAISAL_ELEMENT,
        ...DUE_DILIGENCE_ELEMENTS,
        ...contingencyWithDays(
          'attorney_review_contingency',
          'Attorney review contingency',
          5,
          'Usually 5 to 10 days.',
        ),
        {
          kind: 'checkbox',
          field: 'conditions.sale_of_current_home.selected',
          label: 'Sale of current home',
          optional: true,
          defaultValue: false,
        },
        {
          kind: 'text',
          field: 'conditions.sale_of_current_home.address',
          label: 'Address of the home you are selling',
          maxLength: LIMITS.address,
          visibleWhen: equals('conditions.sale_of_current_home.selected', true),
        },
        {
          kind: 'date',
          field: 'conditions.sale_of_current_home.secure_deadline',
          pastAllowedWhen: ACCEPTED,
          label: 'Deadline to have an accepted offer on it',
          visibleWhen: equals('conditions.sale_of_current_home.selected', true),
        },
        {
          kind: 'date',
          field: 'conditions.sale_of_current_home.close_deadline',
          pastAllowedWhen: ACCEPTED,
          label: 'Deadline to close its sale',
          visibleWhen: equals('conditions.sale_of_current_home.selected', true),
        },
        {
          kind: 'checkbox',
          field: 'conditions.title_contingency.selected',
          label: 'Title contingency',
          optional: true,
          defaultValue: false,
        },
        TITLE_OBJECTION_ELEMENT,
        {
          kind: 'checkbox',
          field: 'conditions.homeowners_insurance_contingency.selected',
          label: "Homeowner's insurance contingency",
          optional: true,
          defaultValue: false,
        },
        {
          kind: 'number',
          field: 'conditions.homeowners_insurance_contingency.max_acceptable_annual_insurance',
          label: 'Highest acceptable annual premium',
          min: 0,
          max: LIMITS.money,
          unit: 'usd',
          visibleWhen: equals('conditions.homeowners_insurance_contingency.selected', true),
        },
        INSURANCE_DAYS_ELEMENT,
        {
          kind: 'checkbox',
          field: 'conditions.hoa_contingency.selected',
          label: 'HOA contingency',
          optional: true,
          defaultValue: false,
        },
        {
          kind: 'number',
          field: 'conditions.hoa_contingency.max_acceptable_fee',
          label: 'Highest acceptable HOA fee (monthly)',
          min: 0,
          max: LIMITS.money,
          unit: 'usd',
          visibleWhen: equals('conditions.hoa_contingency.selected', true),
        },
        HOA_DAYS_ELEMENT,
        {
          kind: 'textarea',
          field: 'conditions.other_contingencies',
          label: 'Other contingencies',
          maxLength: LIMITS.longText,
          optional: true,
        },
      ],
    },
    {
      key: 'legal-despute-resolution',
      title: 'Legal and Dispute Resolution',
      elements: [
        {
          kind: 'checkbox',
          field: 'mediation_before_arbitration.selected',
          label: 'Mediation before arbitration',
          optional: true,
          defaultValue: false,
        },
        {
          kind: 'radio_group',
          field: 'mediation_before_arbitration.paid_by',
          label: 'Mediation costs paid by',
          options: PAYERS,
          visibleWhen: equals('mediation_before_arbitration.selected', true),
        },
        {
          kind: 'radio_group',
          field: 'attorney_fees_paid_by',
          label: "Attorney's fees in a dispute",
          options: ATTORNEY_FEE_OPTIONS,
        },
        {
          kind: 'textarea',
          field: 'additional_clauses',
          label: 'Additional clauses',
          maxLength: LIMITS.longText,
          optional: true,
        },
      ],
    },
    {
      key: 'additional-costs-duties',
      title: 'Additional Costs and Duties',
      elements: [
        {
          kind: 'radio_group',
          field: 'costs_and_duties.home_warranty.included',
          label: 'Is a home warranty included?',
          options: YES_NO,
        },
        {
          kind: 'radio_group',
          field: 'costs_and_duties.home_warranty.paid_by',
          label: 'Home warranty paid by',
          options: PAYERS,
          visibleWhen: equals('costs_and_duties.home_warranty.included', true),
        },
        {
          kind: 'number',
          field: 'costs_and_duties.home_warranty.max_cost',
          label: 'Home warranty maximum cost',
          min: 0,
          max: 100_000,
          unit: 'usd',
          defaultValue: 650,
          visibleWhen: equals('costs_and_duties.home_warranty.included', true),
        },
        {
          kind: 'text',
          field: 'costs_and_duties.home_warranty.provider_name',
          label: 'Home warranty provider',
          maxLength: LIMITS.name,
          optional: true,
          visibleWhen: all(equals('costs_and_duties.home_warranty.included', true), not(stateIn('CA'))),
        },
        { kind: 'divider' },
        {
          kind: 'radio_group',
          field: 'land_survey.new_will_be_provided',
          label: 'Will a new land survey be provided?',
          options: YES_NO,
        },
        {
          kind: 'radio_group',
          field: 'land_survey.cost_covered_by',
          label: 'Land survey paid by',
          options: PAYERS,
          visibleWhen: equals('land_survey.new_will_be_provided', true),
        },
        ...terms.TITLE_INSURANCE_ELEMENTS,
        { kind: 'divider' },
        {
          kind: 'number',
          field: 'option_to_terminate_fee',
          label: 'Option fee for the right to terminate',
          min: 0,
          max: LIMITS.money,
          unit: 'usd',
          optional: true,
          visibleWhen: stateIn('TX'), // the option fee is a Texas (TREC form) term only
        },
        terms.OPTION_PERIOD_ELEMENT,
      ],
    },
    {
      key: 'taxes-fees',
      title: 'Additional Costs and Duties',
      elements: [
        {
          kind: 'transfer_tax',
          field: 'costs_and_duties.transfer_tax.paid_by',
          otherField: 'costs_and_duties.transfer_tax.other',
          label: 'Transfer tax paid by',
          options: TRANSFER_TAX_PAYERS,
          visibleWhen: terms.HAS_TRANSFER_TAX,
        },
        ...terms.NO_TRANSFER_TAX_ELEMENTS,
        {
          kind: 'radio_group',
          field: 'costs_and_duties.certificate_of_value_paid_by',
          label: 'Certificate of Real Estate Value filing fee paid by',
          options: PAYERS,
          visibleWhen: stateIn('MN'),
        },
        {
          kind: 'modal',
          title: 'Offer expiration',
          opensOn: 'finalize',
          hint: 'Common deadlines range from 24 to 72 hours.',
          elements: [
            {
              kind: 'date',
              field: 'offer_expiration.date',
              label: 'Date',
              pastAllowedWhen: ACCEPTED,
            },
            { kind: 'text', field: 'offer_expiration.time', label: 'Time', maxLength: 5, format: 'time12' },
            { kind: 'radio_group', field: 'offer_expiration.am_pm', label: 'AM/PM', options: AM_PM },
          ],
        },
      ],
    },
  ],
};
