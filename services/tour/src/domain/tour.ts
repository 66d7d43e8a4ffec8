// A tour as the service reasons about it, independent of tables and protobuf.

export type TourStatus = 'requested' | 'confirmed' | 'cancelled';

/** A proposed time: the spec's 'date time' string in the property's zone, and the instant it names. */
export interface TourSlot {
  label: string;
  startsAt: Date;
}

/** The buyer's chosen channels; a channel not chosen is empty. */
export interface TourContact {
  email: string;
  phone: string;
  name: string;
}

export interface Tour {
  id: string;
  propertyId: string;
  ownerId: string;
  slots: TourSlot[];
  contact: TourContact;
  status: TourStatus;
  /** Index into `slots`; set once confirmed (and kept when a confirmed tour is cancelled). */
  confirmedSlotIndex: number | null;
  /** Snapshots taken when the tour was asked for: the property may be edited or deleted later. */
  propertyAddress: string;
  timeZone: string;
  timeZoneLabel: string;
  listingAgentName: string;
  listingAgentEmail: string;
  createdAt: Date;
  confirmedAt: Date | null;
  cancelledAt: Date | null;
}

export function confirmedSlotOf(tour: Tour): TourSlot | null {
  return tour.confirmedSlotIndex === null ? null : (tour.slots[tour.confirmedSlotIndex] ?? null);
}

/**
 * When the tour next happens, for ordering upcoming tours: the confirmed slot, or the earliest proposed slot still
 * ahead of a requested tour; null when nothing of it is ahead or it was cancelled.
 */
export function nextStartOf(tour: Tour, now: Date): Date | null {
  if (tour.status === 'cancelled') return null;
  const candidates = tour.status === 'confirmed' ? [confirmedSlotOf(tour)!] : tour.slots;
  const ahead = candidates.map((slot) => slot.startsAt).filter((start) => start.getTime() > now.getTime());
  return ahead.length === 0 ? null : new Date(Math.min(...ahead.map((start) => start.getTime())));
}
