import {
  bulletList,
  heading,
  keyValueTable,
  muted,
  paragraph,
  type KeyValueRow,
  type PdfBlock,
  type PdfDocument,
} from '../blocks';
import { formatDate } from '../dates';
import { renderPdf } from '../render';
import {
  OFFER_LETTER,
  OFFER_LETTER_CONTINGENCIES,
  OFFER_LETTER_LAPSE,
  OFFER_LETTER_NON_BINDING,
  PAYMENT_METHODS,
  YES_NO_IN_PROGRESS,
  applyRules,
  labelOf,
  offerExpiryText,
  offerExpiryZone,
  offerExpiryZoneNote,
  type DocumentData,
} from '@homeward/document-definitions';
import type { OfferLetterAddress, OfferLetterData, Party } from './document-data';
import {
  NOT_AVAILABLE,
  NOT_SPECIFIED,
  amount,
  dateText,
  listOf,
  namedParties,
  names,
  orNotSpecified,
  partyLines,
  text,
  usd,
  yes,
} from './form-values';

export interface OfferLetterPdfInput {
  /** The offer letter's meta_data. */
  data: OfferLetterData;
  /** A preview is marked PREVIEW on every page so it cannot pass for the letter the buyer sends. */
  isPreview: boolean;
  /** When the PDF is generated (the letter's date); defaults to now. */
  generatedAt?: Date;
}

export const OFFER_LETTER_TITLE = 'Offer Letter';

/** The words the definitions package keeps for the PDF, the preview and the editor alike. */
export const NON_BINDING_NOTICE = OFFER_LETTER_NON_BINDING;

export const OFFER_LETTER_NOT_A_LAW_FIRM =
  "Homeward is not a law firm and does not give legal advice; this letter was generated from the buyer's answers.";

/** Every page, so no sheet of the letter can be read as a contract on its own. */
export const OFFER_LETTER_FOOTER = `${NON_BINDING_NOTICE} ${OFFER_LETTER_NOT_A_LAW_FIRM}`;

/** Beside the buyers' signatures: signing the letter is signing a proposal, not a contract. */
export const OFFER_LETTER_SIGNATURE =
  'Signature on this non-binding letter: ______________________________   Date: ______________';

/** The offer letter PDF: the facts and terms the buyer proposes (price, deposit, contingencies, dates), nothing
 * personal. Free-text letters to sellers carry fair-housing risk, so the template has no place for one; every term is
 * a proposal, and nothing in it (the expiry included) reads as an acceptance that binds. */
export function offerLetterPdf(input: OfferLetterPdfInput): Promise<Buffer> {
  return renderPdf(offerLetterDocument(input));
}

export function offerLetterDocument({
  data: stored,
  isPreview,
  generatedAt,
}: OfferLetterPdfInput): PdfDocument {
  // The definition's rules decide what the letter may show (a hidden field's value is dropped), as they do in the
  // editor and on the server; the checks below only shape what is left.
  const data = applyRules(OFFER_LETTER, stored as DocumentData).data as OfferLetterData;
  const address = oneLineAddress(data.property?.address);
  const date = generatedAt ?? new Date();
  return {
    title: OFFER_LETTER_TITLE,
    subtitle: address,
    subject: `Offer to purchase ${address}`,
    keywords: ['offer letter', ...(isPreview ? ['preview'] : [])],
    generatedAt: date,
    watermark: isPreview ? 'PREVIEW' : undefined,
    footerNote: OFFER_LETTER_FOOTER,
    blocks: [
      ...(isPreview ? [muted('Preview: a draft of this offer letter, not the letter to send.')] : []),
      paragraph(NON_BINDING_NOTICE),
      keyValueTable([
        ['Date', formatDate(date)],
        ['To (sellers)', sellerNames(data)],
        ['From (buyers)', names(namedParties(data.buyers)) || NOT_SPECIFIED],
      ]),
      heading('Property'),
      keyValueTable([
        ['Address', address],
        ['Property type', orNotSpecified(data.property?.type)],
      ]),
      ...offerTerms(data),
      ...contingencies(data),
      heading('Proposed closing'),
      keyValueTable(closingRows(data)),
      heading('Items proposed to be included in the sale'),
      bulletList(listOf(data.chattels_fixtures_improvements)),
      heading('Other proposed terms'),
      text(data.additional_clauses) ? paragraph(text(data.additional_clauses)!) : muted('None noted'),
      heading('Offer expiration'),
      ...offerExpiration(data),
      ...parties('Buyers', namedParties(data.buyers), NOT_SPECIFIED, true),
      ...parties('Sellers', sellersKnown(data) ? namedParties(sellersOf(data)) : [], NOT_AVAILABLE, false),
    ],
  };
}

export function oneLineAddress(address: OfferLetterAddress | null | undefined): string {
  if (!address) return NOT_SPECIFIED;
  const street = [address.street, address.street_line_2]
    .map((part) => text(part))
    .filter(Boolean)
    .join(' ');
  const stateZip = [address.state, address.zip_code]
    .map((part) => text(part))
    .filter(Boolean)
    .join(' ');
  const line = [street, text(address.city), stateZip].filter(Boolean).join(', ');
  return line || NOT_SPECIFIED;
}

const sellersOf = (data: OfferLetterData): Party[] => data.property?.sellers ?? [];
/** 'I don't know yet' wins over names typed before it was ticked: the editor disables them, the letter ignores them. */
const sellersKnown = (data: OfferLetterData): boolean => !yes(data.dont_know_seller_checkbox);

function sellerNames(data: OfferLetterData): string {
  if (!sellersKnown(data)) return NOT_AVAILABLE;
  return names(namedParties(sellersOf(data))) || NOT_AVAILABLE;
}

const isFinanced = (data: OfferLetterData) => text(data.deposit?.payment_type)?.toLowerCase() === 'financing';

function offerTerms(data: OfferLetterData): PdfBlock[] {
  const deposit = data.deposit ?? {};
  const rows: KeyValueRow[] = [
    ['Offer price', usd(data.property?.price)],
    [
      'Payment',
      text(deposit.payment_type) ? labelOf(PAYMENT_METHODS, text(deposit.payment_type)!) : NOT_SPECIFIED,
    ],
  ];
  // Percentage and pre-approval only mean something for a financed purchase (part 2's display rule).
  if (isFinanced(data)) {
    const percentage = amount(deposit.payment_percentage);
    rows.push([
      'Down payment',
      percentage === undefined ? NOT_SPECIFIED : `${percentage}% of the offer price`,
    ]);
    rows.push(['Pre-approval letter', preapproval(deposit.preapproval_letter)]);
  }
  rows.push(['Earnest money deposit', usd(deposit.amount)]);
  return [heading('Proposed terms'), keyValueTable(rows)];
}

function preapproval(value: string | boolean | null | undefined): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return text(value) ? labelOf(YES_NO_IN_PROGRESS, text(value)!) : NOT_SPECIFIED;
}

function contingencies(data: OfferLetterData): PdfBlock[] {
  const chosen = (data.conditions ?? []).filter((condition) => typeof condition === 'string');
  const items = chosen.map((condition) =>
    condition === 'additional'
      ? `Other: ${orNotSpecified(data.other_contingencies)}`
      : labelOf(OFFER_LETTER_CONTINGENCIES, condition),
  );
  const blocks: PdfBlock[] = [heading('Proposed contingencies'), bulletList(items, 'None proposed.')];
  if (items.length > 0) {
    blocks.push(
      keyValueTable([['Proposed deadline for contingencies', dateText(data.deadline_for_conditions)]]),
    );
  }
  return blocks;
}

function closingRows(data: OfferLetterData): KeyValueRow[] {
  const rows: KeyValueRow[] = [['Proposed closing date', dateText(data.closing_date)]];
  if (yes(data.is_flexible)) {
    const alternative = text(data.flexible_closing_date);
    rows.push(['Flexible', alternative ? `Yes, as late as ${dateText(alternative)}` : 'Yes']);
  }
  return rows;
}

/** Until when the proposal stands, on a named clock, and that it lapses then without anyone being bound. */
function offerExpiration(data: OfferLetterData): PdfBlock[] {
  const state = data.property?.address?.state;
  const expiry = paragraph(offerExpiryText(data.additional, state));
  if (!text(data.additional?.deadline_date)) return [expiry];
  return [expiry, muted(offerExpiryZoneNote(offerExpiryZone(state))), paragraph(OFFER_LETTER_LAPSE)];
}

/** Buyers sign the letter they send; sellers are only addressed by it. */
function parties(title: string, named: Party[], whenNone: string, signs: boolean): PdfBlock[] {
  if (named.length === 0) return [heading(title), paragraph(whenNone)];
  const signature = muted(OFFER_LETTER_SIGNATURE);
  return [
    heading(title),
    ...named.flatMap((party) => [paragraph(partyLines(party)), ...(signs ? [signature] : [])]),
  ];
}
