// The schedule-a-tour modal's state as plain data, so its rules (at most three slots, the first kept, what a
// request carries) are testable without rendering anything.
import { TOUR_MAX_SLOTS, tourSlotLabel, tourSlotProblems, type TourSlotInput } from '@homeward/rules';
import type { ScheduleTourRequest } from './tours-contract';

export interface DraftSlot {
  /** Stable across removals so React keeps each row's own input state. */
  key: number;
  /** 'YYYY-MM-DD' as the date picker holds it, or null before one is picked. */
  date: string | null;
  /** One of TOUR_TIME_OPTIONS, or '' before one is chosen. */
  time: string;
}

export interface TourDraft {
  slots: DraftSlot[];
  emailOn: boolean;
  phoneOn: boolean;
  email: string;
  phone: string;
  name: string;
  nextKey: number;
}

export interface DraftContact {
  email: string;
  /** Already masked as (000) 000-0000. */
  phone: string;
  name: string;
}

/** The spec: Email and Phone both on by default; the contact fields start from the buyer's profile. */
export function newTourDraft(contact: DraftContact): TourDraft {
  return {
    slots: [{ key: 0, date: null, time: '' }],
    emailOn: true,
    phoneOn: true,
    ...contact,
    nextKey: 1,
  };
}

export const canAddSlot = (draft: TourDraft) => draft.slots.length < TOUR_MAX_SLOTS;

export function addSlot(draft: TourDraft): TourDraft {
  if (!canAddSlot(draft)) return draft;
  return {
    ...draft,
    slots: [...draft.slots, { key: draft.nextKey, date: null, time: '' }],
    nextKey: draft.nextKey + 1,
  };
}

/** The first slot cannot be removed (spec part 1, validation rules). */
export function removeSlot(draft: TourDraft, key: number): TourDraft {
  if (draft.slots[0]?.key === key) return draft;
  return { ...draft, slots: draft.slots.filter((slot) => slot.key !== key) };
}

export function updateSlot(
  draft: TourDraft,
  key: number,
  change: Partial<Omit<DraftSlot, 'key'>>,
): TourDraft {
  return { ...draft, slots: draft.slots.map((slot) => (slot.key === key ? { ...slot, ...change } : slot)) };
}

/** 'YYYY-MM-DD' -> 'MM/DD/YYYY', the spec's date format. */
export function usDateOfIso(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${month}/${day}/${year}`;
}

function slotInputs(draft: TourDraft): TourSlotInput[] {
  return draft.slots.map((slot) => ({ date: slot.date ? usDateOfIso(slot.date) : '', time: slot.time }));
}

/** Problems of the slots that are fully picked (e.g. the same time twice), by slot key, to show beside them. */
export function slotProblemsByKey(draft: TourDraft, timeZone: string, now?: Date): Map<number, string> {
  const problems = new Map<number, string>();
  const picked = draft.slots.filter((slot) => slot.date !== null && slot.time !== '');
  const inputs = picked.map((slot) => ({ date: usDateOfIso(slot.date!), time: slot.time }));
  for (const problem of tourSlotProblems(inputs, timeZone, now)) {
    const slot = problem.index === null ? undefined : picked[problem.index];
    if (slot && !problems.has(slot.key)) problems.set(slot.key, problem.message);
  }
  return problems;
}

/**
 * Whether the draft is a request worth sending. The spec shows no blocking validation on submit, so the modal keeps
 * its button off until this holds instead of listing errors; whatever the server still refuses comes back as its
 * message.
 */
export function isDraftComplete(draft: TourDraft, timeZone: string, now?: Date): boolean {
  const slotsPicked = draft.slots.every((slot) => slot.date !== null && slot.time !== '');
  const slotsValid = tourSlotProblems(slotInputs(draft), timeZone, now).length === 0;
  const channelChosen = draft.emailOn || draft.phoneOn;
  const channelsFilled =
    (!draft.emailOn || draft.email.trim() !== '') && (!draft.phoneOn || draft.phone.trim() !== '');
  return slotsPicked && slotsValid && channelChosen && channelsFilled && draft.name.trim() !== '';
}

/** The spec's call: the slots as 'MM/DD/YYYY h:mm AM' strings; a channel turned off is sent empty. */
export function scheduleRequestOf(
  draft: TourDraft,
  propertyId: string,
  userId?: string,
): ScheduleTourRequest {
  return {
    property_id: propertyId,
    ...(userId ? { user_id: userId } : {}),
    time_slots: slotInputs(draft).map(tourSlotLabel),
    contact_email: draft.emailOn ? draft.email.trim() : '',
    contact_phone: draft.phoneOn ? draft.phone.trim() : '',
    contact_name: draft.emailOn || draft.phoneOn ? draft.name.trim() : '',
  };
}
