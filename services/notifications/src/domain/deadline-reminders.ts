// What the buyer is told ahead of a contract deadline of their purchase agreement, or of a deadline of their
// due-diligence objection (the seller's response, the resolution): the bell's notice and the e-mail. The time is the
// agreement's own (5:00 PM Mountain Time in Utah), never the reader's clock.
import type { RenderedEmail } from './email';
import { greetingFor, renderEmail } from './email-layout';
import type { NotificationContent } from './property-notifications';

export const DEADLINE_REMINDER_KIND = 'contract_deadline_reminder';

/** A deadline as document.deadline_approached states it. */
export interface DeadlineFacts {
  /** 'Due Diligence Deadline'. */
  deadlineLabel: string;
  /** YYYY-MM-DD, the calendar day in the deadline's zone. */
  dueDate: string;
  /** '5:00 PM'. */
  dueTime: string;
  /** 'Mountain Time'. */
  timeZoneLabel: string;
  /** '' when the agreement names none. */
  propertyAddress: string;
  /** Set when the deadline is one of the buyer's due-diligence objection; '' for the agreement's own. */
  objectionId?: string;
  /** `seller_response` or `resolution` for an objection's deadline. */
  deadlineKey?: string;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `dueDate` is a real calendar day as YYYY-MM-DD. */
export function isCalendarDay(dueDate: string): boolean {
  const match = ISO_DATE.exec(dueDate);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === dueDate;
}

const dayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/** 'Tuesday, January 15, 2030 at 5:00 PM Mountain Time'. */
export function deadlineEnds(facts: DeadlineFacts): string {
  const day = dayFormat.format(new Date(`${facts.dueDate}T00:00:00Z`));
  const zone = facts.timeZoneLabel.trim();
  return `${day} at ${facts.dueTime}${zone ? ` ${zone}` : ''}`;
}

const forProperty = (facts: DeadlineFacts) =>
  facts.propertyAddress.trim() ? ` for ${facts.propertyAddress.trim()}` : '';

/** What an objection's reminder says, per deadline: the bell's title, the sentence, and what follows from it. */
function objectionWords(facts: DeadlineFacts): {
  title: string;
  sentence: string;
  next: string;
  subject: string;
} {
  const ends = deadlineEnds(facts);
  const forIt = forProperty(facts);
  if (facts.deadlineKey === 'seller_response')
    return {
      title: "Seller's response to your objection due",
      sentence: `The seller's response to your due-diligence objection${forIt} is due ${ends}.`,
      next:
        'If the seller does not answer in writing by then, or does not agree to every item, you and the seller ' +
        'have until the resolution deadline to agree in writing on how your objections are resolved.',
      subject: `Reminder: the seller's response to your objection is due ${ends}`,
    };
  if (facts.deadlineKey === 'resolution')
    return {
      title: 'Objection resolution deadline coming up',
      sentence: `The resolution deadline of your due-diligence objection${forIt} is ${ends}.`,
      next:
        'By then, agree with the seller in writing on how your objections are resolved, or cancel the contract by ' +
        'written notice to the seller as your contract allows. If you do neither, your objections are waived.',
      subject: `Reminder: your objection's resolution deadline is ${ends}`,
    };
  return {
    title: `${facts.deadlineLabel} coming up`,
    sentence: `The ${facts.deadlineLabel} of your due-diligence objection${forIt} is ${ends}.`,
    next: 'What has to happen by then is in your objection and your contract.',
    subject: `Reminder: ${facts.deadlineLabel} is ${ends}`,
  };
}

export function deadlineReminderNotification(facts: DeadlineFacts): NotificationContent {
  if (facts.objectionId) {
    const words = objectionWords(facts);
    return { kind: DEADLINE_REMINDER_KIND, title: words.title, body: `${words.sentence} ${words.next}` };
  }
  return {
    kind: DEADLINE_REMINDER_KIND,
    title: `${facts.deadlineLabel} coming up`,
    body: `The ${facts.deadlineLabel} of your purchase agreement${forProperty(facts)} ends ${deadlineEnds(facts)}.`,
  };
}

const timeNote = (facts: DeadlineFacts, document: string) =>
  `The time is the one your ${document} counts in (${facts.timeZoneLabel}), which may not be your own.`;
const NOT_A_LAW_FIRM =
  'Homeward is not a law firm: if you are unsure what the deadline asks of you, ask a real-estate attorney.';

export function renderDeadlineReminderEmail(
  facts: DeadlineFacts & { fullName: string; link: string },
): RenderedEmail {
  if (facts.objectionId) {
    const words = objectionWords(facts);
    return renderEmail({
      subject: words.subject,
      preview: words.sentence,
      greeting: greetingFor(facts.fullName),
      paragraphs: [
        words.sentence,
        words.next,
        'A deadline in the contract is strict: a step taken after it may not count.',
      ],
      action: { label: 'See your objection and deadlines', url: facts.link },
      notes: [timeNote(facts, 'contract'), NOT_A_LAW_FIRM],
      reason:
        'You received this e-mail because you wrote a due-diligence objection on Homeward, and we remind you ' +
        "ahead of the seller's response and resolution deadlines.",
    });
  }
  const ends = deadlineEnds(facts);
  return renderEmail({
    subject: `Reminder: ${facts.deadlineLabel} ends ${ends}`,
    preview: `The ${facts.deadlineLabel} of your purchase agreement ends ${ends}.`,
    greeting: greetingFor(facts.fullName),
    paragraphs: [
      `The ${facts.deadlineLabel} of your purchase agreement${forProperty(facts)} ends ${ends}.`,
      'What has to happen by then, and what happens if it does not, is in your agreement under this deadline. ' +
        'A deadline in the agreement is strict: a step taken after it may not count.',
    ],
    action: { label: 'See your contract deadlines', url: facts.link },
    notes: [timeNote(facts, 'agreement'), NOT_A_LAW_FIRM],
    reason:
      'You received this e-mail because you completed a purchase agreement on Homeward, and we remind you ' +
      'ahead of each of its deadlines.',
  });
}
