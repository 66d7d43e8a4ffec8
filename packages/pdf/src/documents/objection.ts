// The due-diligence objection's PDF (issue 24): the letter the seller or their agent receives, with the items asked
// for in a table, the deadlines, and the parties' signature lines. The words are @homeward/document-definitions' objection text,
// the same the e-mail carries.
import {
  deadlineText,
  formatUsd,
  isoToUsDate,
  OBJECTION_BUYER_NOTE,
  objectionParagraphs,
  type ObjectionItem,
  type ObjectionLetter,
} from '@homeward/document-definitions';
import { heading, keyValueTable, muted, paragraph, table, type PdfDocument } from '../blocks';
import { renderPdf } from '../render';

export const OBJECTION_TITLE = 'Due Diligence Objection';

/** On every page, in the footer: the objection is the buyer's, written with a tool, not a lawyer's letter. */
export const OBJECTION_NOT_A_LAW_FIRM =
  'Homeward is not a law firm and does not give legal advice. This objection was generated from the answers you ' +
  'entered; have a licensed real estate attorney in your state review it before you send it.';

export interface ObjectionPdfInput {
  letter: ObjectionLetter;
  /** When the objection was written; printed in the footer. */
  generatedAt?: Date;
}

const estimateOf = (item: ObjectionItem) =>
  item.cost_from !== null && item.cost_to !== null
    ? `${formatUsd(item.cost_from)} to ${formatUsd(item.cost_to)}`
    : 'Not estimated';

const askedOf = (item: ObjectionItem) =>
  item.remedy === 'repair' ? 'Repair by the Seller' : `Credit of ${formatUsd(item.credit_amount ?? 0)}`;

const names = (list: readonly string[], none: string) => list.filter(Boolean).join(', ') || none;

export function objectionDocument({ letter, generatedAt }: ObjectionPdfInput): PdfDocument {
  const [opening, ...rest] = objectionParagraphs(letter);
  // The numbered item lines are the table below; the paragraphs after them are the terms.
  const terms = rest.slice(letter.items.length);
  return {
    title: OBJECTION_TITLE,
    subtitle: letter.property_address,
    subject: `Due diligence objection for ${letter.property_address}`,
    keywords: ['due diligence objection'],
    generatedAt,
    footerNote: OBJECTION_NOT_A_LAW_FIRM,
    blocks: [
      keyValueTable([
        ['Date sent', isoToUsDate(letter.sent_on)],
        ['To (Seller)', names(letter.seller_names, 'The Seller')],
        ...(letter.recipient_name ? ([['Attention', letter.recipient_name]] as const) : []),
        ['From (Buyer)', names(letter.buyer_names, 'The Buyer')],
        ['Property', letter.property_address],
      ]),
      paragraph(opening!),
      table(
        ['#', 'Item', 'Severity', 'Estimated cost', 'Asked for'],
        letter.items.map((item, index) => [
          String(index + 1),
          item.title,
          item.severity || 'Added by the Buyer',
          estimateOf(item),
          askedOf(item),
        ]),
        ['auto', '*', 'auto', 'auto', 'auto'],
      ),
      ...terms.map(paragraph),
      heading('Deadlines'),
      keyValueTable([
        ["Seller's written response due", deadlineText(letter, letter.seller_response_due)],
        ['Resolution deadline', deadlineText(letter, letter.resolution_deadline)],
      ]),
      heading('Signatures'),
      keyValueTable(
        letter.buyer_names.map((name) => [`Buyer: ${name}`, 'Signature ____________  Date ________']),
      ),
      muted(`For the Buyer: ${OBJECTION_BUYER_NOTE}`),
    ],
  };
}

export function objectionPdf(input: ObjectionPdfInput): Promise<Buffer> {
  return renderPdf(objectionDocument(input));
}
