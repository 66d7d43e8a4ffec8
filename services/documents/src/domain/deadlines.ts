// The contract deadlines of a completed purchase agreement, as the timeline, the .ics and the reminders read them:
// @homeward/document-definitions' one computation (calendar days after Acceptance, ending at the agreement's time, Mountain
// Time in Utah). A deadline counted from Acceptance has no date until the agreement records Acceptance.
import {
  contractDeadlines,
  deadlineTimeOf,
  deadlineTimeZoneOf as zoneOfState,
  isoDay,
  purchaseAgreementDataSchema,
  type ContractDeadlineKey,
} from '@homeward/document-definitions';
import { stateOf, type DocumentData } from './document';

export interface Deadline {
  key: ContractDeadlineKey;
  label: string;
  /** YYYY-MM-DD, or '' before Acceptance is recorded (or when the agreement names no date). */
  date: string;
  time: string;
  /** IANA zone of `time`; '' for the property's local time. */
  timeZone: string;
  /** Always true: a deadline of a condition the agreement lacks is not listed at all. */
  applies: boolean;
  /** The rule: `14 days after Acceptance (12/10/2026)`, `14 days after Acceptance`, `The date chosen`. */
  basis: string;
}

/** Utah's REPC counts every deadline to Mountain Time; other states' agreements to the property's local time. */
export const deadlineTimeZoneOf = (data: DocumentData): string => zoneOfState(stateOf(data));

const us = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/**
 * The deadlines of a completed agreement's data, as ListContractDeadlines answers them and the reminder sweep
 * reminds of them: one function, so both change together.
 */
export function agreementDeadlines(stored: DocumentData): Deadline[] {
  const data = purchaseAgreementDataSchema.parse(stored);
  const timeZone = deadlineTimeZoneOf(stored);
  const time = deadlineTimeOf(data);
  const accepted = isoDay(data.acceptance?.date);
  return contractDeadlines(data).map((deadline) => {
    const relative = deadline.daysAfterAcceptance !== undefined;
    const rule = deadline.rule.charAt(0).toUpperCase() + deadline.rule.slice(1);
    return {
      key: deadline.key,
      label: deadline.label,
      date: deadline.date ?? '',
      time,
      timeZone,
      applies: true,
      basis: relative
        ? accepted
          ? `${rule} (${us(accepted)})`
          : rule
        : deadline.date
          ? rule
          : 'No date chosen',
    };
  });
}
