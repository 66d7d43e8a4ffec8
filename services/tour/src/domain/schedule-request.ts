// The rules of a tour request: the shared slot rules of @homeward/rules judged in the property's time zone, and the
// contact-channel rules of the modal's second step. Violations are keyed by proto field path.
import {
  isoDateOfUsDate,
  normaliseUsPhone,
  TOUR_MESSAGES,
  tourSlotProblems,
  type TourSlotInput,
} from '@homeward/rules';
import { z } from 'zod';
import { InvalidTourRequestError } from './errors';
import { hourAndMinuteOf, instantOfWallClock } from './slot-time';
import type { TourContact, TourSlot } from './tour';

export const CONTACT_NAME_MAX_LENGTH = 200;
const EMAIL_MAX_LENGTH = 254;

export const SCHEDULE_MESSAGES = {
  ...TOUR_MESSAGES,
  /** A slot of today whose time has gone by at the house: no one can meet then. */
  timePassed: 'This time has already passed at the property',
  invalidEmail: 'Invalid email',
  invalidPhone: 'Enter a valid phone number',
  nameTooLong: `Name must contain at most ${CONTACT_NAME_MAX_LENGTH} characters`,
} as const;

export interface ScheduleInput {
  timeSlots: readonly string[];
  contactEmail: string;
  contactPhone: string;
  contactName: string;
}

export interface ValidSchedule {
  slots: TourSlot[];
  contact: TourContact;
}

/** '12/01/2026 9:30 AM' as the shared rules read it: the date before the first space, the time after it. */
function slotInputOf(label: string): TourSlotInput {
  const trimmed = label.trim().replace(/\s+/g, ' ');
  const space = trimmed.indexOf(' ');
  return space < 0
    ? { date: trimmed, time: '' }
    : { date: trimmed.slice(0, space), time: trimmed.slice(space + 1) };
}

function contactViolations(input: ScheduleInput, violations: Record<string, string>): TourContact {
  const email = input.contactEmail.trim();
  const phone = input.contactPhone.trim();
  const name = input.contactName.trim().replace(/\s+/g, ' ');
  if (!email && !phone) {
    violations.contact_email = TOUR_MESSAGES.noChannel;
    violations.contact_phone = TOUR_MESSAGES.noChannel;
  }
  if (email && (email.length > EMAIL_MAX_LENGTH || !z.email().safeParse(email).success)) {
    violations.contact_email = SCHEDULE_MESSAGES.invalidEmail;
  }
  const normalisedPhone = phone ? normaliseUsPhone(phone) : '';
  if (normalisedPhone === undefined) violations.contact_phone = SCHEDULE_MESSAGES.invalidPhone;
  if ((email || phone) && !name) violations.contact_name = TOUR_MESSAGES.nameRequired;
  if (name.length > CONTACT_NAME_MAX_LENGTH) violations.contact_name = SCHEDULE_MESSAGES.nameTooLong;
  return { email: email.toLowerCase(), phone: normalisedPhone ?? '', name };
}

/**
 * The request's slots with their instants and the buyer's contact, or InvalidTourRequestError naming every bad
 * field. Dates are judged by the calendar at the house, and a slot of today must still be ahead of `now`.
 */
export function checkScheduleRequest(input: ScheduleInput, timeZone: string, now: Date): ValidSchedule {
  const violations: Record<string, string> = {};
  const inputs = input.timeSlots.map(slotInputOf);
  for (const problem of tourSlotProblems(inputs, timeZone, now)) {
    const key = problem.index === null ? 'time_slots' : `time_slots.${problem.index}`;
    violations[key] ??= problem.message;
  }
  const slots: TourSlot[] = [];
  inputs.forEach((slot, index) => {
    const key = `time_slots.${index}`;
    if (violations[key]) return;
    const [hour, minute] = hourAndMinuteOf(slot.time)!;
    const startsAt = instantOfWallClock(isoDateOfUsDate(slot.date)!, hour, minute, timeZone);
    if (startsAt.getTime() <= now.getTime()) violations[key] = SCHEDULE_MESSAGES.timePassed;
    slots.push({ label: `${slot.date} ${slot.time}`, startsAt });
  });
  const contact = contactViolations(input, violations);
  if (Object.keys(violations).length > 0) throw new InvalidTourRequestError(violations);
  return { slots, contact };
}
