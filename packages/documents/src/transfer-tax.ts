// Who pays the real-estate transfer tax by default, per state, as spec part 2 lists it. Where sources disagree with
// the spec (DOMAIN.md) the spec's default stands and a short note says so; the buyer can always change the answer.
import type { TransferTaxPayer } from './enumerations';

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

/** States where sources disagree with the spec's default (DOMAIN.md), and Utah, which has no transfer tax. */
export const TRANSFER_TAX_NOTES: Readonly<Record<string, string>> = {
  AL: 'Sources disagree on who customarily pays in Alabama; confirm with the title company.',
  AR: 'Arkansas law splits the tax equally unless the contract says otherwise; choose who pays here.',
  CO: "Sources disagree on who customarily pays Colorado's documentary fee; confirm with the title company.",
  DC: 'In the District of Columbia the seller customarily pays the transfer tax and the buyer the recordation tax.',
  IL: "In Illinois the seller pays the state and county tax; Chicago's city tax is partly paid by the buyer.",
  NV: 'In Nevada the seller often pays the transfer tax; sources disagree, confirm with the title company.',
  UT: 'Utah has no real-estate transfer tax.',
};

export interface TransferTaxDefault {
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
  const note = TRANSFER_TAX_NOTES[code] ?? null;
  const preset = TRANSFER_TAX_PRESET_TEXT[code];
  if (preset) return { paid_by: 'other', other: preset, note };
  if (BUYER.includes(code)) return { paid_by: 'buyer', other: null, note };
  if (EQUALLY_SHARED.includes(code)) return { paid_by: 'equally_shared', other: null, note };
  return { paid_by: 'seller', other: null, note };
}
