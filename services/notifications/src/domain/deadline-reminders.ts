// What the buyer is told ahead of a contract deadline of their purchase agreement: the bell's notice and the
// e-mail. The time is the agreement's own (5:00 PM Mountain Time in Utah), never the reader's clock.
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

export function deadlineReminderNotification(facts: DeadlineFacts): NotificationContent {
  return {
    kind: DEADLINE_REMINDER_KIND,
    title: `${facts.deadlineLabel} coming up`,
    body: `The ${facts.deadlineLabel} of your purchase agreement${forProperty(facts)} ends ${deadlineEnds(facts)}.`,
  };
}

export function renderDeadlineReminderEmail(
  facts: DeadlineFacts & { fullName: string; link: string },
): RenderedEmail {
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
    notes: [
      `The time is the one your agreement counts in (${facts.timeZoneLabel}), which may not be your own.`,
      'Homeward is not a law firm: if you are unsure what the deadline asks of you, ask a real-estate attorney.',
    ],
    reason:
      'You received this e-mail because you completed a purchase agreement on Homeward, and we remind you ' +
      'ahead of each of its deadlines.',
  });
}
