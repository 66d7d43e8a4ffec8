/** The form data the two document templates read, named exactly as spec part 2 names it (offer letter meta_data,
 * purchase agreement data). Every field is optional: a draft is previewed half filled, and what is missing prints
 * as 'Not specified' rather than failing the download.
 *
 * These mirror the zod schemas @homeward/documents is writing; when they land, these become re-exports of its
 * inferred types. Values typed `Money` / `YesNo` accept what a form stores (a masked text or a number, a boolean
 * or 'yes' / 'no'), because the templates must render whatever a saved draft holds. */

export type Money = number | string | null;
export type YesNo = boolean | string | null;
/** 'MM/DD/YYYY' (the editor's format) or 'YYYY-MM-DD'. */
export type CalendarDate = string | null;

export interface Party {
  name?: string | null;
  phone?: string | null;
  email?: string | null;
  address?: string | null;
}

export interface OfferLetterAddress {
  street?: string | null;
  street_line_2?: string | null;
  city?: string | null;
  zip_code?: string | null;
  state?: string | null;
}

/** Offer letter meta_data. */
export interface OfferLetterData {
  property?: {
    address?: OfferLetterAddress | null;
    type?: string | null;
    sellers?: Party[] | null;
    /** The offer price. */
    price?: Money;
  } | null;
  buyers?: Party[] | null;
  deposit?: {
    /** 'cash' | 'financing'. */
    payment_type?: string | null;
    payment_percentage?: Money;
    /** yes / no / in progress. */
    preapproval_letter?: string | boolean | null;
    amount?: Money;
  } | null;
  conditions?: string[] | null;
  other_contingencies?: string | null;
  closing_date?: CalendarDate;
  deadline_for_conditions?: CalendarDate;
  /** The offer expiration modal: date, time ('5:00') and AM/PM. */
  additional?: {
    deadline_date?: CalendarDate;
    deadline_time?: string | null;
    deadline_am_pm?: string | null;
  } | null;
  is_flexible?: YesNo;
  flexible_closing_date?: CalendarDate;
  dont_know_seller_checkbox?: YesNo;
  chattels_fixtures_improvements?: string | string[] | null;
  additional_clauses?: string | null;
}

export interface PurchaseAgreementAddress extends OfferLetterAddress {
  address?: string | null;
  formatted_address?: string | null;
}

interface Selected {
  selected?: YesNo;
}
interface SelectedWithDays extends Selected {
  days?: number | string | null;
}

/** Purchase agreement data. */
export interface PurchaseAgreementData {
  buyers?: Party[] | null;
  sellers?: Party[] | null;
  /** 'I don't know yet' for the sellers. */
  dont_know_seller_checkbox?: YesNo;
  property?: {
    address?: PurchaseAgreementAddress | null;
    is_subject_to_a_lease?: YesNo;
    price?: Money;
    sellers?: Party[] | null;
    legal_description?: string | null;
    pin?: string | null;
    /** Oregon. */
    classified_as_historic_property?: YesNo;
    /** Maine. */
    located_in_shoreland_zone?: Selected | null;
    /** Maine. */
    contains_septic_system?: YesNo;
  } | null;
  deposit?: {
    amount?: Money;
    days?: number | string | null;
    is_know_owner?: YesNo;
    escrow_agent?: {
      company_name?: string | null;
      contact_name?: string | null;
      name?: string | null;
      email?: string | null;
      phone?: string | null;
      address?: string | null;
    } | null;
  } | null;
  financing?: {
    required?: YesNo;
    /** 'Conventional Loan' | 'FHA loan' | 'VA loan'. */
    type?: string | null;
    amount?: Money;
    maximum_interest_rate?: number | string | null;
  } | null;
  loan?: { required_financing_amount?: Money } | null;
  closing_date?: CalendarDate;
  purchase_agreement_date?: CalendarDate;
  possession_on_closing_date?: YesNo;
  expenses_paid_by_seller_boolean?: YesNo;
  expenses_paid_by_seller?: Money;
  conditions?: {
    excluded_fixtures_and_improvements?: string | null;
    excluded_fixtures_and_improvements_select?: string[] | null;
    included_fixtures_and_improvements?: string | string[] | null;
    other_contingencies?: string | null;
    sale_of_another_property_address?: string | null;
    finance_contingency?: Selected | null;
    inspection_contingency?: SelectedWithDays | null;
    appraisal_contingency?: SelectedWithDays | null;
    attorney_review_contingency?: SelectedWithDays | null;
    sale_of_current_home?:
      | (Selected & {
          address?: string | null;
          secure_deadline?: CalendarDate;
          close_deadline?: CalendarDate;
        })
      | null;
    title_contingency?: Selected | null;
    homeowners_insurance_contingency?: (Selected & { max_acceptable_annual_insurance?: Money }) | null;
    hoa_contingency?: (Selected & { max_acceptable_fee?: Money }) | null;
  } | null;
  mediation_before_arbitration?: (Selected & { paid_by?: string | null }) | null;
  attorney_fees_paid_by?: string | null;
  costs_and_duties?: {
    transfer_tax?: { paid_by?: string | null; other?: string | null } | null;
    /** Minnesota. */
    certificate_of_value_paid_by?: string | null;
    home_warranty?: {
      included?: YesNo;
      paid_by?: string | null;
      max_cost?: Money;
      provider_name?: string | null;
    } | null;
  } | null;
  land_survey?: { new_will_be_provided?: YesNo; cost_covered_by?: string | null } | null;
  additional_clauses?: string | null;
  property_condition?: {
    residential_service_contract?: { required?: YesNo; reimbursed_by_seller_amount?: Money } | null;
    repairs_and_improvements?: string | null;
  } | null;
  option_to_terminate_fee?: Money;
  offer_expiration?: { date?: CalendarDate; time?: string | null; am_pm?: string | null } | null;
}
