// The due-diligence objection (issue 24): the buyer's written objection to findings of the home inspection, asking
// per finding for a repair or a credit, with the dates the seller's response and the resolution are due. It follows
// the REPC's Section 8.1 (objection, seller response, resolution period, then cancel; silence waives) in plain words.
// One text, shared by the editor's preview, the documents service's e-mail text and the PDF.
import { addCalendarDays } from './deadlines/compute';
import { isoToUsDate } from './engine/dates';
import { formatUsd } from './engine/display';
import { rangeOf, requestedFindings, type FindingSeverity, type InspectionFinding } from './repair-request';

export type ObjectionRemedy = 'repair' | 'credit';

export interface ObjectionItem {
  /** The analyzer's issue id; '' for an item the buyer added by hand. */
  finding_id: string;
  title: string;
  /** '' when the buyer added the item by hand. */
  severity: FindingSeverity | '';
  remedy: ObjectionRemedy;
  /** The repair's estimated cost in US dollars (the report's range as the buyer kept or edited it). */
  cost_from: number | null;
  cost_to: number | null;
  /** A credit's amount in US dollars; null for a repair. */
  credit_amount: number | null;
}

/** Everything the objection's texts print. Dates are `YYYY-MM-DD`. */
export interface ObjectionLetter {
  property_address: string;
  /** Two-letter code of the property's state: Utah's objection names the REPC's section. */
  state: string;
  buyer_names: string[];
  seller_names: string[];
  /** The seller or the seller's agent the e-mail goes to; '' for the seller. */
  recipient_name: string;
  inspection_file_name: string;
  items: ObjectionItem[];
  sent_on: string;
  seller_response_due: string;
  resolution_deadline: string;
  /** When on those dates the deadlines end, e.g. `5:00 PM`, and its IANA zone ('' for the property's local time). */
  time: string;
  time_zone: string;
  note: string;
}

export const OBJECTION_LIMITS = {
  items: 50,
  title: 200,
  name: 200,
  note: 2000,
  fileName: 255,
  amount: 10_000_000,
} as const;

/**
 * The REPC's two periods after an objection, in calendar days: the seller's response period, then the resolution
 * (negotiation) period. These are the purchase agreement's own template defaults (`due_diligence.response_days` and
 * `due_diligence.resolution_days`: 3, and the spec's 5 business days as 7 calendar days); an agreement completed in
 * Homeward gives its own.
 */
export interface ObjectionPeriods {
  sellerResponseDays: number;
  resolutionDays: number;
}

export const OBJECTION_PERIODS: ObjectionPeriods = { sellerResponseDays: 3, resolutionDays: 7 };

// The objection's periods count as the agreement's deadlines do (calendar days; deadlines/rule.ts): one rule.
export { addCalendarDays };

const positiveDays = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;

/** The periods a purchase agreement's data gives, or null when it gives none (no due diligence condition). */
export function objectionPeriodsOf(data: Record<string, unknown> | undefined): ObjectionPeriods | null {
  const dueDiligence = data?.due_diligence as Record<string, unknown> | null | undefined;
  const sellerResponseDays = positiveDays(dueDiligence?.response_days);
  const resolutionDays = positiveDays(dueDiligence?.resolution_days);
  return sellerResponseDays && resolutionDays ? { sellerResponseDays, resolutionDays } : null;
}

/** The response and resolution deadlines of an objection sent on `sentOn`. */
export function objectionDatesFrom(sentOn: string, periods: ObjectionPeriods = OBJECTION_PERIODS) {
  const sellerResponseDue = addCalendarDays(sentOn, periods.sellerResponseDays);
  return {
    sent_on: sentOn,
    seller_response_due: sellerResponseDue,
    resolution_deadline: addCalendarDays(sellerResponseDue, periods.resolutionDays),
  };
}

export const defaultObjectionDates = (today: string, periods?: ObjectionPeriods) =>
  objectionDatesFrom(today, periods);

/**
 * The items an objection starts from: the report's critical and major findings (the same the agreement's repair
 * request imports), each asked as a repair with the report's estimate; a credit would ask the estimate's upper end.
 */
export function objectionItemsFrom(
  findings: readonly (InspectionFinding & { id: string })[],
): ObjectionItem[] {
  return requestedFindings(findings).map((finding) => objectionItemOf(finding));
}

/** One finding as an objection item asking for a repair. */
export function objectionItemOf(finding: InspectionFinding & { id: string }): ObjectionItem {
  const range = rangeOf(finding);
  return {
    finding_id: finding.id,
    title: finding.title.trim(),
    severity: finding.severity,
    remedy: 'repair',
    cost_from: range?.from ?? null,
    cost_to: range?.to ?? null,
    credit_amount: null,
  };
}

/** The credit asked for in total, or null when no item asks for one. */
export function totalCredit(items: readonly ObjectionItem[]): number | null {
  const credits = items.filter((item) => item.remedy === 'credit').map((item) => item.credit_amount ?? 0);
  return credits.length ? credits.reduce((sum, amount) => sum + amount, 0) : null;
}

const estimate = (item: ObjectionItem) =>
  item.cost_from !== null && item.cost_to !== null
    ? `estimated ${formatUsd(item.cost_from)} to ${formatUsd(item.cost_to)}`
    : null;

/** `1. Title (critical; estimated $a to $b): what is asked.` */
export function objectionItemLine(item: ObjectionItem, index: number): string {
  const facts = [item.severity, estimate(item)].filter(Boolean).join('; ');
  const ask =
    item.remedy === 'repair'
      ? "repair before settlement by licensed contractors, at the Seller's expense, with the invoices given to the Buyer"
      : `a credit to the Buyer of ${formatUsd(item.credit_amount ?? 0)} at settlement, instead of a repair`;
  return `${index + 1}. ${item.title}${facts ? ` (${facts})` : ''}: ${ask}.`;
}

const ZONE_NAMES: Record<string, string> = { 'America/Denver': 'Mountain Time' };

/** `12/08/2026 at 5:00 PM Mountain Time`; the property's local time when no zone is named. */
export function deadlineText(letter: Pick<ObjectionLetter, 'time' | 'time_zone'>, iso: string): string {
  const zone = ZONE_NAMES[letter.time_zone] ?? (letter.time_zone || 'local time at the Property');
  return `${isoToUsDate(iso)} at ${letter.time} ${zone}`;
}

const conditionName = (letter: ObjectionLetter) =>
  letter.state === 'UT'
    ? 'the due diligence condition (Section 8.1) of the Real Estate Purchase Contract'
    : 'the due diligence (inspection) condition of the purchase agreement';

/** What the objection says, as paragraphs: the letter's body, shared by the e-mail and the PDF. */
export function objectionParagraphs(letter: ObjectionLetter): string[] {
  const report = letter.inspection_file_name ? ` (${letter.inspection_file_name})` : '';
  const credit = totalCredit(letter.items);
  return [
    `Under ${conditionName(letter)} for ${letter.property_address}, the Buyer objects to the following items ` +
      `found in the home inspection${report} and asks the Seller to resolve them as follows:`,
    ...letter.items.map(objectionItemLine),
    ...(credit !== null ? [`Total credit asked for at settlement: ${formatUsd(credit)}.`] : []),
    ...(letter.note.trim() ? [letter.note.trim()] : []),
    `Please respond in writing by ${deadlineText(letter, letter.seller_response_due)}, saying which items the ` +
      'Seller agrees to resolve as asked.',
    'If the Seller does not respond by then, or does not agree to resolve every item, the Buyer and the Seller have ' +
      `until ${deadlineText(letter, letter.resolution_deadline)} to agree in writing on how the objections are ` +
      'resolved. If they have not agreed by then, the Buyer may cancel the contract by written notice to the ' +
      'Seller, as the contract provides.',
  ];
}

const joinNames = (names: readonly string[]) => names.filter((name) => name.trim()).join(' and ');

/** The e-mail-ready text for the seller or their agent, from the buyer. */
export function objectionEmail(letter: ObjectionLetter): { subject: string; body: string } {
  const greeting = letter.recipient_name.trim() || joinNames(letter.seller_names) || 'Seller';
  const buyers = joinNames(letter.buyer_names) || 'The Buyer';
  return {
    subject: `Due diligence objection: ${letter.property_address}`,
    body: [
      `Dear ${greeting},`,
      ...objectionParagraphs(letter),
      `Sent on ${isoToUsDate(letter.sent_on)}.`,
      `Sincerely,\n${buyers}`,
    ].join('\n\n'),
  };
}

/**
 * What the buyer must know and the letter does not say to the seller: silence waives. The REPC treats a buyer who
 * does not object by the Due Diligence Deadline, or does not cancel in time after the resolution period, as having
 * accepted the property.
 */
export const OBJECTION_BUYER_NOTE =
  'Deliver this objection in writing by the Due Diligence Deadline of your agreement: after it, you are treated as ' +
  'accepting the property as it is. If you and the seller have not agreed in writing by the resolution deadline, ' +
  'you may cancel by written notice within the time your agreement gives; if you do not, your objections are waived.';
