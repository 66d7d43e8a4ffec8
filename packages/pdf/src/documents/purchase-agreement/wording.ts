// Fixed words of the purchase agreement: the disclaimer and state-form notes every page carries, the REPC's 25
// section names in its order, and the blank a party fills in by hand.
import { stateFormNotice } from '@homeward/document-definitions';

export const NOT_A_LAW_FIRM =
  'Homeward is not a law firm and does not give legal advice. This agreement was generated from the answers you ' +
  'entered; have a licensed real estate attorney in your state review it before you sign.';

/** The Utah template is the only state-approved shape Homeward follows; every other state gets this note, in the
 * editor's words (@homeward/document-definitions' state-form.ts). */
export const stateFormNote = (stateName: string) => stateFormNotice(stateName);

/** The same warning in one line, at the top of every page outside Utah, so no loose page can pass for a state form. */
export const statePageNote = (stateName: string) =>
  'A state form may be required: this is a general agreement, not a state-approved form for ' +
  `${stateName === 'Your state' ? "the property's state" : stateName}. See the note on page 1.`;

/** Initialled on every page (REPC: each page carries both parties' initials and the date). */
export const INITIALS = ["Buyer's initials", "Seller's initials"];

/** The state-approved addenda the Utah agreement refers to (Utah State Bulletin 2017-10-15, R162-2f-401f). */
export const UTAH_TITLE_COMPANY_ADDENDUM = 'Deposit of Earnest Money With Title Company';
export const UTAH_FHA_VA_ADDENDUM = 'FHA/VA Loan Addendum';

/** A line to write on by hand: what the buyer did not know when the agreement was prepared. */
export const BLANK = '______________________________';

/** The Utah Real Estate Purchase Contract's 25 sections, in its order (DOMAIN.md, "Utah REPC"). Every agreement
 * Homeward prints has them, in Utah as the REPC's substance, elsewhere as a general agreement in the same order. */
export const REPC_SECTIONS = [
  'Property',
  'Purchase Price',
  'Settlement and Closing',
  'Possession',
  'Confirmation of Agency Disclosure',
  'Title and Title Insurance',
  'Seller Disclosures',
  "Buyer's Conditions of Purchase",
  'Additional Terms',
  "Home Warranty, Condition of Property and Seller's Obligations",
  'Final Pre-Settlement Walk-Through',
  'Changes During Transaction',
  'Authority of Signers',
  'Complete Contract',
  'Dispute Resolution',
  'Default',
  'Attorney Fees and Costs; Governing Law',
  'Notices',
  'No Assignment',
  'Insurance and Risk of Loss',
  'Time Is of the Essence',
  'Electronic Transmission and Counterparts',
  'Acceptance',
  'Contract Deadlines',
  'Offer and Time for Acceptance',
] as const;

export type RepcSection = (typeof REPC_SECTIONS)[number];

/** 'Default' -> '16. Default': the heading a section prints, and how other clauses cite it. */
export const sectionNumber = (name: RepcSection): number => REPC_SECTIONS.indexOf(name) + 1;
export const sectionHeading = (name: RepcSection): string => `${sectionNumber(name)}. ${name}`;
/** 'Section 16 (Default)': a clause that refers to another cites a section that exists, by number and name. */
export const cite = (name: RepcSection): string => `Section ${sectionNumber(name)} (${name})`;

/** The blocks after Section 25, each with its heading. */
export const SIGNATURE_BLOCKS = {
  buyer: "Buyer's Offer and Signatures",
  acceptance: "Seller's Acceptance",
  counteroffer: "Seller's Counteroffer",
  rejection: "Seller's Rejection",
} as const;
