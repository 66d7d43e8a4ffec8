// The BFF's only caller of the tour service; maps its protobuf messages to the tour JSON. The two confirmation calls
// carry no user token: the link's signed token is their only authority (the desk has no Homeward account).
import type { PromiseClient } from '@homeward/kit';
import {
  TourStatus as ProtoTourStatus,
  type ConfirmTourSlotResponse,
  type DescribeConfirmationResponse,
  type TimeSlot as ProtoTimeSlot,
  type Tour as ProtoTour,
  type TourServiceClient,
} from '@homeward/protos/gen/homeward/tour/v1/tour';
import type { Confirmation, ScheduleTour, TimeSlot, Tour, TourStatus } from '../api/tours';

export class TourClient {
  constructor(
    private readonly grpc: PromiseClient<TourServiceClient>,
    private readonly deadlineMs: number,
  ) {}

  async schedule(accessToken: string, request: ScheduleTour): Promise<Tour> {
    const response = await this.grpc.scheduleTour(
      {
        propertyId: request.property_id,
        timeSlots: request.time_slots,
        contactEmail: request.contact_email,
        contactPhone: request.contact_phone,
        contactName: request.contact_name,
      },
      this.settings(accessToken),
    );
    return toApiTour(required(response.tour, 'ScheduleTour'));
  }

  /** The caller's tours, newest first: of one property, or all of them (only the upcoming ones if asked). */
  async list(
    accessToken: string,
    filter: { propertyId?: string; upcomingOnly?: boolean } = {},
  ): Promise<Tour[]> {
    const response = await this.grpc.listTours(
      { propertyId: filter.propertyId ?? '', upcomingOnly: filter.upcomingOnly ?? false },
      this.settings(accessToken),
    );
    return response.tours.map(toApiTour);
  }

  async get(accessToken: string, tourId: string): Promise<Tour> {
    const response = await this.grpc.getTour({ tourId }, this.settings(accessToken));
    return toApiTour(required(response.tour, 'GetTour'));
  }

  async cancel(accessToken: string, tourId: string): Promise<Tour> {
    const response = await this.grpc.cancelTour({ tourId }, this.settings(accessToken));
    return toApiTour(required(response.tour, 'CancelTour'));
  }

  /** What a confirmation link points at; changes nothing. */
  async describeConfirmation(token: string): Promise<Confirmation> {
    const response = await this.grpc.describeConfirmation({ token }, { deadlineMs: this.deadlineMs });
    return toApiConfirmation(response, 'DescribeConfirmation', statusOf(response.status, response.tourId));
  }

  /**
   * Confirms the link's slot; the tour is confirmed at that slot when this returns. Following the link again is
   * answered `already_confirmed` and changes nothing.
   */
  async confirm(token: string): Promise<Confirmation> {
    const response = await this.grpc.confirmTourSlot({ token }, { deadlineMs: this.deadlineMs });
    return toApiConfirmation(response, 'ConfirmTourSlot', 'confirmed');
  }

  private settings(accessToken: string) {
    return { deadlineMs: this.deadlineMs, accessToken };
  }
}

function required<T>(value: T | undefined, rpc: string): T {
  if (value === undefined) throw new Error(`tour ${rpc} answered without its message`);
  return value;
}

const STATUS: Partial<Record<ProtoTourStatus, TourStatus>> = {
  [ProtoTourStatus.TOUR_STATUS_REQUESTED]: 'requested',
  [ProtoTourStatus.TOUR_STATUS_CONFIRMED]: 'confirmed',
  [ProtoTourStatus.TOUR_STATUS_CANCELLED]: 'cancelled',
};

function statusOf(status: ProtoTourStatus, tourId: string): TourStatus {
  const known = STATUS[status];
  if (!known) throw new Error(`tour ${tourId} has no status`);
  return known;
}

/** DescribeConfirmation and ConfirmTourSlot answer the same facts; only Describe states the tour's status. */
function toApiConfirmation(
  response: DescribeConfirmationResponse | ConfirmTourSlotResponse,
  rpc: string,
  status: TourStatus,
): Confirmation {
  return {
    tour_id: response.tourId,
    property_address: response.propertyAddress,
    slot: toApiSlot(required(response.slot, rpc)),
    time_zone_label: response.timeZoneLabel,
    status,
    already_confirmed: response.alreadyConfirmed,
  };
}

function toApiSlot(slot: ProtoTimeSlot): TimeSlot {
  return { label: slot.label, starts_at: slot.startsAt };
}

export function toApiTour(tour: ProtoTour): Tour {
  return {
    id: tour.id,
    property_id: tour.propertyId,
    property_address: tour.propertyAddress,
    time_zone: tour.timeZone,
    time_zone_label: tour.timeZoneLabel,
    time_slots: tour.timeSlots.map(toApiSlot),
    status: statusOf(tour.status, tour.id),
    confirmed_slot: tour.confirmedSlot ? toApiSlot(tour.confirmedSlot) : null,
    contact_email: tour.contactEmail,
    contact_phone: tour.contactPhone,
    contact_name: tour.contactName,
    created_at: tour.createdAt,
    confirmed_at: tour.confirmedAt || null,
    cancelled_at: tour.cancelledAt || null,
  };
}
