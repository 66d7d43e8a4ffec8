// The due-diligence objection as this service keeps it, and the rules a new one must meet. The texts (e-mail, PDF)
// come from @homeward/document-definitions' objection module, the same the editor previews.
import {
  deadlineTimeZoneOf,
  isoToUsDate,
  OBJECTION_LIMITS,
  objectionDatesFrom,
  objectionEmail,
  type ObjectionPeriods,
  type ObjectionItem,
  type ObjectionLetter,
} from '@homeward/document-definitions';
import { z } from 'zod';
import { InvalidDocumentDataError } from './errors';

/** What the buyer writes (the request's draft). */
export interface ObjectionDraft {
  propertyId: string;
  inspectionId: string;
  inspectionFileName: string;
  items: ObjectionItem[];
  sentOn: string;
  sellerResponseDue: string;
  resolutionDeadline: string;
  recipientName: string;
  recipientEmail: string;
  note: string;
}

/** What the service adds when it is written: the parties, the property and when the deadlines end. */
export interface ObjectionContext {
  propertyAddress: string;
  state: string;
  buyerNames: string[];
  sellerNames: string[];
  purchaseAgreementId: string | null;
  time: string;
  timeZone: string;
}

export interface ObjectionRecord extends ObjectionDraft, ObjectionContext {
  id: string;
  userId: string;
  createdAt: Date;
  /** When the buyer last edited it; null when never. */
  updatedAt: Date | null;
}

/** The objection's steps on the property's timeline. */
export type ObjectionStepKey = 'objection_sent' | 'seller_response' | 'resolution';

/** One step, shaped as the agreement's deadlines are (ListContractDeadlines answers both). */
export interface ObjectionDeadline {
  key: ObjectionStepKey;
  label: string;
  date: string;
  time: string;
  timeZone: string;
  applies: boolean;
  basis: string;
}

/**
 * The objection's deadlines end in the agreement's zone, by the agreement's one rule (@homeward/document-definitions' deadlines):
 * Mountain Time in Utah (the REPC), the property's local time ('') elsewhere.
 */
export const objectionTimeZoneOf = (state: string): string => deadlineTimeZoneOf(state);

/** The deadlines of an objection the 48-hour reminders cover: the two the seller and the buyer must act by. */
export const REMINDED_OBJECTION_STEPS: readonly ObjectionStepKey[] = ['seller_response', 'resolution'];

/** The objection's three steps, in order, shaped as the agreement's deadlines (the timeline, the .ics, reminders). */
export function objectionSteps(
  record: Pick<ObjectionDraft, 'sentOn' | 'sellerResponseDue' | 'resolutionDeadline'> &
    Pick<ObjectionContext, 'time' | 'timeZone'>,
): ObjectionDeadline[] {
  const step = (key: ObjectionStepKey, label: string, date: string, basis: string): ObjectionDeadline => ({
    key,
    label,
    date,
    time: record.time,
    timeZone: record.timeZone,
    applies: true,
    basis,
  });
  return [
    step(
      'objection_sent',
      'Objection sent',
      record.sentOn,
      'The day you deliver your due diligence objection',
    ),
    step(
      'seller_response',
      "Seller's response due",
      record.sellerResponseDue,
      'The seller answers in writing which items they will resolve',
    ),
    step(
      'resolution',
      'Resolution deadline',
      record.resolutionDeadline,
      'Agree in writing by then, or you may cancel by written notice; if you do not, the objections are waived',
    ),
  ];
}

export const objectionPdfFileName = (id: string) => `DueDiligenceObjection_${id}.pdf`;

/** The objection as its texts print it. */
export function letterOf(record: ObjectionDraft & ObjectionContext): ObjectionLetter {
  return {
    property_address: record.propertyAddress,
    state: record.state,
    buyer_names: record.buyerNames,
    seller_names: record.sellerNames,
    recipient_name: record.recipientName,
    inspection_file_name: record.inspectionFileName,
    items: record.items,
    sent_on: record.sentOn,
    seller_response_due: record.sellerResponseDue,
    resolution_deadline: record.resolutionDeadline,
    time: record.time,
    time_zone: record.timeZone,
    note: record.note,
  };
}

export const emailOf = (record: ObjectionRecord) => objectionEmail(letterOf(record));

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const EMAIL = z.email();
const isCalendarDate = (value: string) =>
  ISO_DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

export const OBJECTION_MESSAGES = {
  noItems: 'Choose at least one finding to object to.',
  tooManyItems: `An objection can list at most ${OBJECTION_LIMITS.items} items.`,
  title: `Describe the item in 1 to ${OBJECTION_LIMITS.title} characters.`,
  remedy: 'Choose a repair or a credit.',
  amount: `Enter an amount from $0 to $${OBJECTION_LIMITS.amount.toLocaleString('en-US')}.`,
  range: 'The low estimate cannot be above the high one.',
  credit: 'Enter the credit you ask for (more than $0).',
  date: 'Enter a date.',
  sentPast: 'The objection cannot be sent on a date that has passed.',
  responseOrder: "The seller's response must be due after the day the objection is sent.",
  resolutionOrder: "The resolution deadline must come after the seller's response is due.",
  inspection: 'Choose the inspection report the findings come from.',
  fileName: `The report's name can be at most ${OBJECTION_LIMITS.fileName} characters.`,
  name: `The name can be at most ${OBJECTION_LIMITS.name} characters.`,
  email: 'Enter a valid e-mail address, or leave it empty.',
  note: `The note can be at most ${OBJECTION_LIMITS.note} characters.`,
  noDueDiligence:
    'Your completed purchase agreement has no due diligence condition, so it gives no objection to make.',
  responseFromAgreement: (days: number, date: string) =>
    `Your agreement gives the seller ${days} days to respond: the response is due ${isoToUsDate(date)}.`,
  resolutionFromAgreement: (days: number, date: string) =>
    `Your agreement gives ${days} days after the response to agree on the objections: the resolution deadline is ` +
    `${isoToUsDate(date)}.`,
  afterDueDiligence: (deadline: string) =>
    `The objection must reach the seller by the Due Diligence Deadline, ${isoToUsDate(deadline)}. ` +
    'After it, the agreement treats you as accepting the property as it is.',
} as const;

const isAmount = (value: number | null) =>
  value === null || (Number.isFinite(value) && value >= 0 && value <= OBJECTION_LIMITS.amount);

function itemViolations(item: ObjectionItem, index: number): Record<string, string> {
  const at = (field: string) => `items.${index}.${field}`;
  const found: Record<string, string> = {};
  const title = item.title.trim();
  if (!title || title.length > OBJECTION_LIMITS.title) found[at('title')] = OBJECTION_MESSAGES.title;
  if (item.remedy !== 'repair' && item.remedy !== 'credit') found[at('remedy')] = OBJECTION_MESSAGES.remedy;
  if (!isAmount(item.cost_from)) found[at('cost_from')] = OBJECTION_MESSAGES.amount;
  if (!isAmount(item.cost_to)) found[at('cost_to')] = OBJECTION_MESSAGES.amount;
  else if (item.cost_from !== null && item.cost_to !== null && item.cost_from > item.cost_to)
    found[at('cost_from')] = OBJECTION_MESSAGES.range;
  if (item.remedy === 'credit') {
    if (item.credit_amount === null || item.credit_amount <= 0)
      found[at('credit_amount')] = OBJECTION_MESSAGES.credit;
    else if (!isAmount(item.credit_amount)) found[at('credit_amount')] = OBJECTION_MESSAGES.amount;
  }
  return found;
}

function dateViolations(draft: ObjectionDraft, today: string, savedSentOn?: string): Record<string, string> {
  const found: Record<string, string> = {};
  const dates = {
    sent_on: draft.sentOn,
    seller_response_due: draft.sellerResponseDue,
    resolution_deadline: draft.resolutionDeadline,
  };
  for (const [field, value] of Object.entries(dates))
    if (!isCalendarDate(value)) found[field] = OBJECTION_MESSAGES.date;
  if (Object.keys(found).length) return found;
  // ISO dates compare as text. An edit that keeps the day the objection went out is not refused for that day
  // having passed since: the objection was sent then.
  if (draft.sentOn < today && draft.sentOn !== savedSentOn) found.sent_on = OBJECTION_MESSAGES.sentPast;
  if (draft.sellerResponseDue <= draft.sentOn) found.seller_response_due = OBJECTION_MESSAGES.responseOrder;
  if (draft.resolutionDeadline <= draft.sellerResponseDue)
    found.resolution_deadline = OBJECTION_MESSAGES.resolutionOrder;
  return found;
}

/**
 * Refuses a draft that breaks a rule, each violation keyed by the request's proto field name (`items.0.title`,
 * `sent_on`); `today` is the buyer's `YYYY-MM-DD`; `savedSentOn`, for an edit, the sending day as saved. The texts
 * are trimmed as stored.
 */
export function checkObjectionDraft(
  draft: ObjectionDraft,
  today: string,
  savedSentOn?: string,
): ObjectionDraft {
  const found: Record<string, string> = {};
  if (!draft.inspectionId.trim()) found.inspection_id = OBJECTION_MESSAGES.inspection;
  if (draft.inspectionFileName.length > OBJECTION_LIMITS.fileName)
    found.inspection_file_name = OBJECTION_MESSAGES.fileName;
  if (draft.items.length === 0) found.items = OBJECTION_MESSAGES.noItems;
  if (draft.items.length > OBJECTION_LIMITS.items) found.items = OBJECTION_MESSAGES.tooManyItems;
  else draft.items.forEach((item, index) => Object.assign(found, itemViolations(item, index)));
  Object.assign(found, dateViolations(draft, today, savedSentOn));
  if (draft.recipientName.trim().length > OBJECTION_LIMITS.name)
    found.recipient_name = OBJECTION_MESSAGES.name;
  const email = draft.recipientEmail.trim();
  if (email && (!EMAIL.safeParse(email).success || email.length > OBJECTION_LIMITS.name))
    found.recipient_email = OBJECTION_MESSAGES.email;
  if (draft.note.length > OBJECTION_LIMITS.note) found.note = OBJECTION_MESSAGES.note;
  if (Object.keys(found).length) throw new InvalidDocumentDataError(found);
  return {
    ...draft,
    inspectionId: draft.inspectionId.trim(),
    inspectionFileName: draft.inspectionFileName.trim(),
    recipientName: draft.recipientName.trim(),
    recipientEmail: email,
    note: draft.note.trim(),
    items: draft.items.map((item) => ({
      ...item,
      title: item.title.trim(),
      credit_amount: item.remedy === 'credit' ? item.credit_amount : null,
    })),
  };
}

/**
 * The objection against the agreement Homeward knows: it must be sent by its Due Diligence Deadline, there must be one,
 * and its response and resolution deadlines are the agreement's periods counted from the day it is sent (a letter
 * naming other dates would mislead both sides). `dueDiligence` is undefined when no agreement was completed in
 * Homeward (the buyer may have signed one elsewhere); `date` '' when the agreement does not give enough to count it.
 */
export function checkAgainstAgreement(
  draft: ObjectionDraft,
  dueDiligence: { applies: boolean; date: string } | undefined,
  periods: ObjectionPeriods | null = null,
): void {
  if (!dueDiligence) return;
  if (!dueDiligence.applies)
    throw new InvalidDocumentDataError({ sent_on: OBJECTION_MESSAGES.noDueDiligence });
  if (dueDiligence.date && draft.sentOn > dueDiligence.date)
    throw new InvalidDocumentDataError({ sent_on: OBJECTION_MESSAGES.afterDueDiligence(dueDiligence.date) });
  if (!periods) return;
  const due = objectionDatesFrom(draft.sentOn, periods);
  const found: Record<string, string> = {};
  if (draft.sellerResponseDue !== due.seller_response_due)
    found.seller_response_due = OBJECTION_MESSAGES.responseFromAgreement(
      periods.sellerResponseDays,
      due.seller_response_due,
    );
  if (draft.resolutionDeadline !== due.resolution_deadline)
    found.resolution_deadline = OBJECTION_MESSAGES.resolutionFromAgreement(
      periods.resolutionDays,
      due.resolution_deadline,
    );
  if (Object.keys(found).length) throw new InvalidDocumentDataError(found);
}
