import type { Tour, TourStatus } from './tours-contract';

export const TOUR_STATUS_LABELS: Record<TourStatus, string> = {
  requested: 'Requested',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
};

export const TOUR_STATUS_COLORS: Record<TourStatus, string> = {
  requested: 'yellow',
  confirmed: 'green',
  cancelled: 'gray',
};

/** A confirmed tour is at its one slot; otherwise the buyer's proposals stand. */
export function tourTimesOf(tour: Tour): string[] {
  return tour.status === 'confirmed' && tour.confirmed_slot
    ? [tour.confirmed_slot.label]
    : tour.time_slots.map((slot) => slot.label);
}

export function tourChannelsOf(tour: Tour): string {
  return [tour.contact_email, tour.contact_phone].filter(Boolean).join(' · ');
}

/** Whether the tour still lies ahead: its confirmed time, or any proposed time while it is requested. */
export function tourIsAhead(tour: Tour, now: Date = new Date()): boolean {
  if (tour.status === 'cancelled') return false;
  const slots = tour.status === 'confirmed' && tour.confirmed_slot ? [tour.confirmed_slot] : tour.time_slots;
  return slots.some((slot) => new Date(slot.starts_at).getTime() > now.getTime());
}

/** The service refuses to withdraw a tour whose time has passed (the desk would be told after the fact). */
export const canCancelTour = (tour: Tour, now?: Date) => tourIsAhead(tour, now);

const requestedOn = new Intl.DateTimeFormat('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' });

/** MM/DD/YYYY in the buyer's own calendar: when they asked, not where the house is. */
export function requestedOnLabel(tour: Tour): string {
  const date = new Date(tour.created_at);
  return Number.isNaN(date.getTime()) ? '' : `Requested ${requestedOn.format(date)}`;
}
