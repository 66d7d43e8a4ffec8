// What every section of the agreement reads: the data after the definition's rules, the property's state, and the
// contract deadlines as the deadlines module computes them.
import {
  PAYERS,
  PURCHASE_AGREEMENT,
  US_STATES,
  applyRules,
  contractDeadlines,
  labelOf,
  type ContractDeadline,
  type ContractDeadlineKey,
  type DocumentData,
} from '@homeward/document-definitions';
import { heading, type PdfBlock } from '../../blocks';
import type { Party, PurchaseAgreementAddress, PurchaseAgreementData } from '../document-data';
import { NOT_SPECIFIED, namedParties, text, yes } from '../form-values';
import { BLANK, sectionNumber, type RepcSection } from './wording';

export interface Context {
  data: PurchaseAgreementData;
  state: string | undefined;
  stateName: string;
  utah: boolean;
  /** 'Mountain Time' in Utah, the property's local time elsewhere. */
  zone: string;
  /** Only the deadlines of conditions this agreement has (the deadlines module decides which): a clause that
   * names a deadline is printed only when the deadline is in this list. */
  deadlines: ContractDeadline[];
}

export function contextOf(stored: PurchaseAgreementData): Context {
  // The definition's rules first (hidden values dropped, FHA/VA forcing the finance contingency), as in the editor and
  // on the server; the checks in the sections only decide which clauses to print.
  const data = applyRules(PURCHASE_AGREEMENT, stored as DocumentData).data as PurchaseAgreementData;
  const state = text(data.property?.address?.state)?.toUpperCase();
  const utah = state === 'UT';
  return {
    data,
    state,
    stateName: state ? labelOf(US_STATES, state) : 'Your state',
    utah,
    zone: utah ? 'Mountain Time' : 'local time where the Property is located',
    deadlines: contractDeadlines(data),
  };
}

/** A numbered sub-heading, '8.1 Due Diligence Condition'. */
export const sub = (section: RepcSection, index: number, title: string): PdfBlock =>
  heading(`${sectionNumber(section)}.${index} ${title}`, 2);

export const deadlineOf = (ctx: Context, key: ContractDeadlineKey): ContractDeadline | undefined =>
  ctx.deadlines.find((deadline) => deadline.key === key);

/** 'the Due Diligence Deadline', as Section 24 names it. */
export const deadlineName = (ctx: Context, key: ContractDeadlineKey): string => {
  const deadline = ctx.deadlines.find((each) => each.key === key);
  return `the ${deadline?.label ?? key}`;
};

export function fullAddress(address: PurchaseAgreementAddress | null | undefined): string {
  if (!address) return NOT_SPECIFIED;
  const street = [address.street, address.street_line_2]
    .map((part) => text(part))
    .filter(Boolean)
    .join(' ');
  const stateZip = [address.state, address.zip_code]
    .map((part) => text(part))
    .filter(Boolean)
    .join(' ');
  const parts = [street, text(address.city), stateZip].filter(Boolean).join(', ');
  return parts || text(address.formatted_address) || text(address.address) || NOT_SPECIFIED;
}

export const sellersKnown = (data: PurchaseAgreementData) => !yes(data.dont_know_seller_checkbox);
/** The agreement's parties are its `sellers`; the property's owners on record only prefill them in the editor. */
export const sellersOf = (data: PurchaseAgreementData): Party[] =>
  sellersKnown(data) ? namedParties(data.sellers) : [];
export const buyersOf = (data: PurchaseAgreementData): Party[] => namedParties(data.buyers);

/** A value the buyer did not give prints as a line to fill in by hand, never as a word that reads like an answer. */
export const orBlank = (value: string | null | undefined): string => text(value) ?? BLANK;

export const payer = (value: string | null | undefined) =>
  text(value) ? labelOf(PAYERS, text(value)!) : NOT_SPECIFIED;

/** Reads a stored financing type loosely: 'FHA loan', 'fha', 'VA loan'. */
export const loanKind = (type: string | null | undefined): 'conventional' | 'fha' | 'va' | undefined => {
  const value = text(type)?.toLowerCase() ?? '';
  if (value.startsWith('fha')) return 'fha';
  if (value.startsWith('va')) return 'va';
  if (value.startsWith('conventional')) return 'conventional';
  return undefined;
};

/** FHA, VA or any loan that is not conventional: the definitions' GOVERNMENT_LOAN rule (financing required, a type
 * chosen, not 'Conventional Loan'), which shows the FHA/VA clause and forces the finance contingency. */
export const governmentLoan = (data: PurchaseAgreementData): boolean =>
  yes(data.financing?.required) &&
  text(data.financing?.type) !== undefined &&
  loanKind(data.financing?.type) !== 'conventional';
