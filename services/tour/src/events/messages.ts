// The payloads of the events this service publishes.
import { TourCancelled, TourConfirmed, TourScheduled } from '@homeward/protos/gen/homeward/tour/v1/events';
import type { TimeSlot } from '@homeward/protos/gen/homeward/tour/v1/tour';
import { rfc3339InZone } from '../domain/slot-time';
import { confirmedSlotOf, type Tour, type TourSlot } from '../domain/tour';

/** CloudEvents `source` of everything this service publishes. */
export const EVENT_SOURCE = 'homeward/tour';

export function timeSlotMessage(slot: TourSlot, timeZone: string): TimeSlot {
  return { label: slot.label, startsAt: rfc3339InZone(slot.startsAt, timeZone) };
}

/** tour.scheduled: the tour with one signed confirmation token per proposed slot, sealed, in the slots' order. */
export function tourScheduledEvent(tour: Tour, sealedConfirmTokens: readonly string[]): TourScheduled {
  return TourScheduled.fromPartial({
    tourId: tour.id,
    propertyId: tour.propertyId,
    ownerId: tour.ownerId,
    propertyAddress: tour.propertyAddress,
    timeZoneLabel: tour.timeZoneLabel,
    slots: tour.slots.map((slot, index) => ({
      slot: timeSlotMessage(slot, tour.timeZone),
      confirmToken: sealedConfirmTokens[index]!,
    })),
    contactEmail: tour.contact.email,
    contactPhone: tour.contact.phone,
    contactName: tour.contact.name,
    listingAgentName: tour.listingAgentName,
    listingAgentEmail: tour.listingAgentEmail,
    occurredAt: tour.createdAt.toISOString(),
  });
}

export function tourConfirmedEvent(tour: Tour): TourConfirmed {
  return TourConfirmed.fromPartial({
    tourId: tour.id,
    propertyId: tour.propertyId,
    ownerId: tour.ownerId,
    propertyAddress: tour.propertyAddress,
    timeZone: tour.timeZone,
    timeZoneLabel: tour.timeZoneLabel,
    slot: timeSlotMessage(confirmedSlotOf(tour)!, tour.timeZone),
    contactEmail: tour.contact.email,
    contactName: tour.contact.name,
    occurredAt: (tour.confirmedAt ?? new Date()).toISOString(),
  });
}

export function tourCancelledEvent(tour: Tour): TourCancelled {
  const confirmed = confirmedSlotOf(tour);
  return TourCancelled.fromPartial({
    tourId: tour.id,
    propertyId: tour.propertyId,
    ownerId: tour.ownerId,
    propertyAddress: tour.propertyAddress,
    timeZoneLabel: tour.timeZoneLabel,
    slots: tour.slots.map((slot) => timeSlotMessage(slot, tour.timeZone)),
    confirmedSlot: confirmed ? timeSlotMessage(confirmed, tour.timeZone) : undefined,
    contactName: tour.contact.name,
    listingAgentEmail: tour.listingAgentEmail,
    occurredAt: (tour.cancelledAt ?? new Date()).toISOString(),
  });
}
