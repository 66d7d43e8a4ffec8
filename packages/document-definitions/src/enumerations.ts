// The spec's enumerations (part 2, section 3): stored values and the labels the editor and the PDFs show.
import type { Option } from './types';

const options = <const T extends readonly (readonly [string, string])[]>(pairs: T) =>
  pairs.map(([value, label]) => ({ value, label })) as { value: T[number][0]; label: string }[];

export const PROPERTY_TYPES = options([
  ['Single Family Residence', 'Single Family Residence'],
  ['Condo', 'Condo'],
  ['Duplex', 'Duplex'],
  ['Townhome', 'Townhome'],
  ['Mobile Home', 'Mobile Home'],
  ['Other', 'Other'],
] as const);

export const PAYMENT_METHODS = options([
  ['cash', 'Cash'],
  ['financing', 'Financing'],
] as const);

/** The preapproval letter answer: yes / no / in progress. */
export const YES_NO_IN_PROGRESS = options([
  ['yes', 'Yes'],
  ['no', 'No'],
  ['in_progress', 'In progress'],
] as const);

/** A yes/no question stored as a boolean. */
export const YES_NO: readonly Option[] = [
  { value: true, label: 'Yes' },
  { value: false, label: 'No' },
];

/** Reading one of the spec's list (the longer one: it keeps proof_of_marketable_title and disclosure_form). */
export const OFFER_LETTER_CONTINGENCIES = options([
  ['satisfactory_home_inspection', 'Satisfactory home inspection'],
  ['local_ordinance_documents', 'Local ordinance documents'],
  ['proof_of_marketable_title', 'Proof of marketable title'],
  ['loan_approval', 'Loan approval'],
  ['market_value_appraisal', 'Market value appraisal'],
  ['disclosure_form', 'Disclosure form'],
  ['buyer_sells_property', 'Buyer sells their current property'],
  ['property_zoned', 'Property zoned for its current use'],
  ['additional', 'Additional contingencies'],
] as const);

/** Reading two of the spec's attorney fee options. */
export const ATTORNEY_FEE_OPTIONS = options([
  ['do_not_specify', 'Do not specify'],
  ['unsuccessful_party', 'The unsuccessful party pays'],
  ['each_party', 'Each party pays its own'],
] as const);

export const PAYERS = options([
  ['buyer', 'Buyer'],
  ['seller', 'Seller'],
  ['equally_shared', 'Equally Shared'],
] as const);

export const TRANSFER_TAX_PAYERS = options([
  ['buyer', 'Buyer'],
  ['seller', 'Seller'],
  ['equally_shared', 'Equally Shared'],
  ['other', 'Other (specify)'],
] as const);

export type Payer = (typeof PAYERS)[number]['value'];
export type TransferTaxPayer = (typeof TRANSFER_TAX_PAYERS)[number]['value'];

export const FINANCING_TYPES = options([
  ['Conventional Loan', 'Conventional Loan'],
  ['FHA loan', 'FHA loan'],
  ['VA loan', 'VA loan'],
] as const);

export const AM_PM = options([
  ['AM', 'AM'],
  ['PM', 'PM'],
] as const);

/**
 * The spec's fixture list has 21 choices (appliances and outdoor items) ending with Other; it does not name them, so
 * these are the items the Utah REPC and common purchase contracts name as included or excluded.
 */
export const FIXTURE_OPTIONS = options([
  ['refrigerator', 'Refrigerator'],
  ['range_oven', 'Range / oven'],
  ['dishwasher', 'Dishwasher'],
  ['microwave', 'Microwave'],
  ['washer', 'Washer'],
  ['dryer', 'Dryer'],
  ['freezer', 'Freezer'],
  ['water_softener', 'Water softener'],
  ['window_coverings', 'Window coverings'],
  ['ceiling_fans', 'Ceiling fans'],
  ['light_fixtures', 'Light fixtures'],
  ['garage_door_openers', 'Garage door openers and remotes'],
  ['security_system', 'Security system'],
  ['smart_home_devices', 'Smart home devices'],
  ['fireplace_equipment', 'Fireplace equipment'],
  ['window_ac_units', 'Window air-conditioning units'],
  ['hot_tub', 'Hot tub / spa'],
  ['pool_equipment', 'Pool equipment'],
  ['storage_shed', 'Storage shed'],
  ['play_equipment', 'Play equipment'],
  ['other', 'Other'],
] as const);

/** The 50 states and DC, two-letter codes. */
export const US_STATES = options([
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
] as const);

export const US_STATE_CODES: readonly string[] = US_STATES.map((state) => state.value);
export type UsStateCode = (typeof US_STATES)[number]['value'];

/** The label for a stored option value, or the value itself when it is not one of the options. */
export const labelOf = (list: readonly Option[], value: string | boolean) =>
  list.find((option) => option.value === value)?.label ?? String(value);
