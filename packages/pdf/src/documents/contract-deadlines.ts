/** The contract deadlines as the agreement prints them (section 24 of Utah's REPC, extended to every condition the
 * buyer chose), read from @homeward/document-definitions' `contractDeadlines` so the editor, the service's timeline, the .ics
 * and this PDF count the same way: calendar days after Acceptance, each deadline ending at the agreement's time
 * (5:00 PM unless changed), Mountain Time in Utah.
 *
 * Before Acceptance is recorded a deadline counted from it has no date: the PDF prints its rule ("14 days after
 * Acceptance") beside a blank the parties fill in at Acceptance. A date computed from the offer's expiry would be
 * the latest the deadline could fall, and a buyer reading it could miss the real, earlier one. */
import {
  DATE_BLANK,
  DEFAULT_DEADLINE_TIME,
  contractDeadlines as agreementDeadlines,
  deadlineTimeOf,
  deadlineZoneName,
  type ContractDeadlineKey,
} from '@homeward/document-definitions';
import type { PurchaseAgreementData } from './document-data';
import { calendarDate, usDate } from './form-values';

export type { ContractDeadlineKey };

export interface ContractDeadline {
  key: ContractDeadlineKey;
  label: string;
  /** The calendar date (UTC midnight), or undefined until Acceptance is recorded (or no date was named). */
  date: Date | undefined;
  /** Always true: a deadline the agreement does not have is not in the list. Kept for the section 24 table. */
  applies: true;
  /** The rule, printed beside the date so the parties can check it: `14 days after Acceptance`. */
  basis: string;
}

/** When a deadline ends on its day unless the agreement sets another time. */
export const DEADLINE_TIME = DEFAULT_DEADLINE_TIME;

export function contractDeadlines(data: PurchaseAgreementData): ContractDeadline[] {
  return agreementDeadlines(data).map((deadline) => ({
    key: deadline.key,
    label: deadline.label,
    date: calendarDate(deadline.date ?? null),
    applies: true,
    basis:
      deadline.daysAfterAcceptance === undefined
        ? deadline.date
          ? 'The date chosen'
          : 'No date chosen'
        : deadline.rule.charAt(0).toUpperCase() + deadline.rule.slice(1),
  }));
}

/** `12/24/2026 at 5:00 PM Mountain Time`, or the blank to fill in at Acceptance with the same time. */
export function deadlineDateText(data: PurchaseAgreementData, deadline: ContractDeadline): string {
  const when = `${deadlineTimeOf(data)} ${deadlineZoneName(data.property?.address?.state)}`;
  return `${deadline.date ? usDate(deadline.date) : DATE_BLANK} at ${when}`;
}
