// Tours and confirmations as proto messages.
import {
  TourStatus,
  type ConfirmTourSlotResponse,
  type DescribeConfirmationResponse,
  type Tour as TourMessage,
} from '@homeward/protos/gen/homeward/tour/v1/tour';
import type { Confirmation } from '../application/confirmations';
import { confirmedSlotOf, type Tour, type TourStatus as Status } from '../domain/tour';
import { timeSlotMessage } from '../events/messages';

const STATUS: Record<Status, TourStatus> = {
  requested: TourStatus.TOUR_STATUS_REQUESTED,
  confirmed: TourStatus.TOUR_STATUS_CONFIRMED,
  cancelled: TourStatus.TOUR_STATUS_CANCELLED,
};

export function toProtoTour(tour: Tour): TourMessage {
  const confirmed = confirmedSlotOf(tour);
  return {
    id: tour.id,
    propertyId: tour.propertyId,
    propertyAddress: tour.propertyAddress,
    timeZone: tour.timeZone,
    timeZoneLabel: tour.timeZoneLabel,
    timeSlots: tour.slots.map((slot) => timeSlotMessage(slot, tour.timeZone)),
    status: STATUS[tour.status],
    confirmedSlot: confirmed ? timeSlotMessage(confirmed, tour.timeZone) : undefined,
    contactEmail: tour.contact.email,
    contactPhone: tour.contact.phone,
    contactName: tour.contact.name,
    createdAt: tour.createdAt.toISOString(),
    confirmedAt: tour.confirmedAt?.toISOString() ?? '',
    cancelledAt: tour.cancelledAt?.toISOString() ?? '',
  };
}

export function toDescribeConfirmationResponse(confirmation: Confirmation): DescribeConfirmationResponse {
  const { tour, slotIndex, alreadyConfirmed } = confirmation;
  return {
    tourId: tour.id,
    propertyAddress: tour.propertyAddress,
    slot: timeSlotMessage(tour.slots[slotIndex]!, tour.timeZone),
    timeZoneLabel: tour.timeZoneLabel,
    status: STATUS[tour.status],
    alreadyConfirmed,
  };
}

export function toConfirmTourSlotResponse(confirmation: Confirmation): ConfirmTourSlotResponse {
  const { tour, slotIndex, alreadyConfirmed } = confirmation;
  return {
    tourId: tour.id,
    propertyAddress: tour.propertyAddress,
    slot: timeSlotMessage(tour.slots[slotIndex]!, tour.timeZone),
    timeZoneLabel: tour.timeZoneLabel,
    alreadyConfirmed,
  };
}
