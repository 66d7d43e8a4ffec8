// The one day-count rule of the purchase agreement, used by the editor's hints, the computation, the PDF, the
// timeline and the .ics alike: calendar days counted from Acceptance, each deadline ending at 5:00 PM (the template's
// end of a business day, editable) in Mountain Time for Utah (REPC section 21) or the property's local time elsewhere.
import type { PurchaseAgreementData } from '../schemas';

/** The rule in two words, for hints and the READMEs. */
export const DAY_COUNT_RULE = 'calendar days';
/** When a deadline ends on its day unless the agreement says otherwise (spec §9: a business day ends at 5 pm). */
export const DEFAULT_DEADLINE_TIME = '5:00 PM';
/** What the PDF prints where a date is filled in at Acceptance. */
export const DATE_BLANK = '____/____/________';

/** `5:00 PM`, from the agreement's `deadlines.time` and `deadlines.am_pm`, or the default. */
export function deadlineTimeOf(data: PurchaseAgreementData): string {
  const time = data.deadlines?.time?.trim();
  const amPm = data.deadlines?.am_pm;
  return time && amPm && /^(0?[1-9]|1[0-2]):[0-5]\d$/.test(time) ? `${time} ${amPm}` : DEFAULT_DEADLINE_TIME;
}

/** The IANA zone deadlines end in: `America/Denver` in Utah (the REPC's Mountain Time); '' is the property's own. */
export const deadlineTimeZoneOf = (state: string | null | undefined): string =>
  state?.trim().toUpperCase() === 'UT' ? 'America/Denver' : '';

/** `Mountain Time`, or `the property's local time` where the agreement names no zone. */
export const deadlineZoneName = (state: string | null | undefined): string =>
  deadlineTimeZoneOf(state) ? 'Mountain Time' : "the property's local time";

/**
 * The day-count sentence the agreement prints (REPC section 21, "Time is of the essence"), naming the time and zone
 * this agreement's deadlines end at.
 */
export function dayCountSentence(data: PurchaseAgreementData): string {
  const zone = deadlineZoneName(data.property?.address?.state);
  return (
    'Every period in this agreement is counted in calendar days. A period of a number of days after Acceptance ' +
    'ends on that day after the day of Acceptance, which is not counted; weekends and holidays count, and a ' +
    `deadline that falls on one is not moved. Every deadline ends at ${deadlineTimeOf(data)} ${zone} on its date.`
  );
}
