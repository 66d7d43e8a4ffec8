// Who pays the real-estate transfer tax by default, per state, as spec part 2 lists it. Where sources disagree with
// the spec (DOMAIN.md) the spec's default stands and a short note says so; the buyer can always change the answer.
import { US_STATES, type TransferTaxPayer } from './enumerations';

const BUYER = ['AL', 'TN', 'VT'];
const EQUALLY_SHARED = ['DE', 'ME', 'MD', 'NV', 'NH', 'PA'];

/** The preset explanatory text of the states whose default is Other. */
export const TRANSFER_TAX_PRESET_TEXT: Readonly<Record<string, string>> = {
  NJ:
    'New Jersey: the seller customarily pays the Realty Transfer Fee. Sales of $1,000,000 or more carry an additional ' +
    "fee (the 'mansion tax'); confirm with the title company who pays it for this sale.",
  NY:
    'New York: the seller customarily pays the state transfer tax (and, in New York City, the city transfer tax); ' +
    "the buyer customarily pays the 'mansion tax' on a residential purchase of $1,000,000 or more.",
  VA:
    "Virginia: the buyer customarily pays the recordation tax on the deed and the seller pays the grantor's tax and " +
    'any regional fee the locality charges.',
};

/**
 * States that levy no real estate transfer tax on a deed, so an agreement there has no transfer tax clause. Source:
 * the National Conference of State Legislatures' table "State Real Estate Transfer Taxes" (states listed as
 * "None"), confirmed for Texas and Utah in DOMAIN.md. Left out on purpose though often listed as having none:
 * Arizona (a flat $2 affidavit fee), Louisiana (parish and city taxes, e.g. New Orleans) and Oregon (Washington
 * County's tax): there a local tax may apply, so the buyer still says who pays it.
 */
export const STATES_WITHOUT_TRANSFER_TAX: readonly string[] = [
  'AK',
  'ID',
  'IN',
  'KS',
  'MS',
  'MO',
  'MT',
  'NM',
  'ND',
  'TX',
  'UT',
  'WY',
];

/** What a state's local taxes mean where it has no state tax of its own. */
const LOCAL_ONLY_NOTES: Readonly<Record<string, string>> = {
  AZ: 'Arizona has no transfer tax, only a flat $2 affidavit fee on the deed; say who pays it.',
  LA: 'Louisiana has no state transfer tax, but some parishes and cities charge one; confirm with the title company.',
  OR: 'Oregon has no state transfer tax, but Washington County charges one; confirm with the title company.',
};

/** States where sources disagree with the spec's default (DOMAIN.md), and Utah, which has no transfer tax. */
export const TRANSFER_TAX_NOTES: Readonly<Record<string, string>> = {
  ...LOCAL_ONLY_NOTES,
  AL: 'Sources disagree on who customarily pays in Alabama; confirm with the title company.',
  AR: 'Arkansas law splits the tax equally unless the contract says otherwise; choose who pays here.',
  CO: "Sources disagree on who customarily pays Colorado's documentary fee; confirm with the title company.",
  DC: 'In the District of Columbia the seller customarily pays the transfer tax and the buyer the recordation tax.',
  IL: "In Illinois the seller pays the state and county tax; Chicago's city tax is partly paid by the buyer.",
  NV: 'In Nevada the seller often pays the transfer tax; sources disagree, confirm with the title company.',
  UT: 'Utah has no real-estate transfer tax.',
};

export interface TransferTaxDefault {
  /** False where the state levies no transfer tax (STATES_WITHOUT_TRANSFER_TAX): no one pays one, no clause. */
  hasTax: boolean;
  paid_by: TransferTaxPayer;
  /** The free text shown with Other (null otherwise). */
  other: string | null;
  /** A short note shown beside the control where the default is disputed (null otherwise). */
  note: string | null;
}

/**
 * The spec's default for a two-letter state code: Buyer, Equally Shared, Other with preset text (NJ, NY, VA), and
 * Seller for the rest ("many other states").
 */
export function transferTaxDefault(state: string): TransferTaxDefault {
  const code = state.trim().toUpperCase();
  const preset = TRANSFER_TAX_PRESET_TEXT[code];
  if (STATES_WITHOUT_TRANSFER_TAX.includes(code)) {
    // The payer stays the spec's "many other states" default so a stored draft keeps a valid answer; nothing prints it.
    return { hasTax: false, paid_by: 'seller', other: null, note: noTaxNote(code) };
  }
  const note = TRANSFER_TAX_NOTES[code] ?? null;
  if (preset) return { hasTax: true, paid_by: 'other', other: preset, note };
  if (BUYER.includes(code)) return { hasTax: true, paid_by: 'buyer', other: null, note };
  if (EQUALLY_SHARED.includes(code)) return { hasTax: true, paid_by: 'equally_shared', other: null, note };
  return { hasTax: true, paid_by: 'seller', other: null, note };
}

function noTaxNote(code: string): string {
  if (code === 'UT') return TRANSFER_TAX_NOTES.UT!;
  const name = US_STATES.find((option) => option.value === code)?.label ?? code;
  return `${name} has no real-estate transfer tax.`;
}
