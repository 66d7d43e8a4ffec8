// The contract deadlines of a completed purchase agreement, as calendar dates with the time of day they end.
import { purchaseAgreementDataSchema } from '@homeward/documents';
import { contractDeadlines, DEADLINE_TIME, type ContractDeadlineKey } from '@homeward/pdf';
import { stateOf, type DocumentData } from './document';

export interface Deadline {
  key: ContractDeadlineKey;
  label: string;
  /** YYYY-MM-DD, or '' when the agreement does not give enough to count it. */
  date: string;
  time: string;
  /** IANA zone of `time`; '' for the property's local time. */
  timeZone: string;
  applies: boolean;
  basis: string;
}

/** Utah's REPC counts every deadline to 5:00 PM Mountain Time; other states' agreements to the property's local time. */
export const deadlineTimeZoneOf = (data: DocumentData): string =>
  stateOf(data) === 'UT' ? 'America/Denver' : '';

/** A deadline date (UTC midnight of the calendar day) as YYYY-MM-DD. */
export const calendarDay = (date: Date | undefined): string => (date ? date.toISOString().slice(0, 10) : '');

/**
 * The deadlines of a completed agreement's data, as ListContractDeadlines answers them and the reminder sweep
 * reminds of them: one function, so both change together.
 */
export function agreementDeadlines(data: DocumentData): Deadline[] {
  const timeZone = deadlineTimeZoneOf(data);
  return contractDeadlines(purchaseAgreementDataSchema.parse(data)).map((deadline) => ({
    key: deadline.key,
    label: deadline.label,
    date: calendarDay(deadline.date),
    time: DEADLINE_TIME,
    timeZone,
    applies: deadline.applies,
    basis: deadline.basis,
  }));
}
