// The tour service's contract, small, for the BFF's tests that run on the fake services (readiness, the no-500
// sweep, the confirmation page's answers). The behaviour worth trusting is tested through the real service
// (tours-service.int.test.ts); this model only has to speak the protocol and the statuses the BFF maps, which are
// the service's: a forged link NOT_FOUND, an expired one FAILED_PRECONDITION, a tour that moved on ABORTED.
import { randomBytes, randomUUID } from 'node:crypto';
import { status } from '@grpc/grpc-js';
import { failedPrecondition, notFound, requireCaller, RpcError, type AsyncService } from '@homeward/kit';
import { isoDateOfUsDate, parseTourSlotLabel } from '@homeward/rules';
import {
  TourStatus,
  type CancelTourRequest,
  type ConfirmTourSlotRequest,
  type DescribeConfirmationRequest,
  type GetTourRequest,
  type ListToursRequest,
  type ScheduleTourRequest,
  type Tour,
  type TourServiceServer,
} from '@homeward/protos/gen/homeward/tour/v1/tour';
import { Faults } from './faults';
import type { FakeProperty } from './downstream';

const aborted = (message: string) => new RpcError(status.ABORTED, message);

/** The two methods the desk's link reaches without an account. */
export const TOUR_PUBLIC_METHODS = ['describeConfirmation', 'confirmTourSlot'] as const;

interface Link {
  tourId: string;
  slotIndex: number;
  expiresAt: number;
}

const LINK_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;
/** Every fake tour's house is in Austin. */
const TIME_ZONE = 'America/Chicago';

/** A slot's start at the house as the service answers it ('2026-12-01T09:30:00-06:00'); '' for a label it cannot read. */
export function slotStart(label: string): string {
  const slot = parseTourSlotLabel(label);
  const date = slot && isoDateOfUsDate(slot.date);
  if (!slot || !date) return '';
  const [, hour12, minute, half] = /^(\d{1,2}):(\d{2}) ([AP]M)$/.exec(slot.time) ?? [];
  const hour = (Number(hour12) % 12) + (half === 'PM' ? 12 : 0);
  const wallClock = `${date}T${String(hour).padStart(2, '0')}:${minute}:00`;
  // The offset at the wall clock read as UTC: slots are daytime, hours away from a daylight-saving switch.
  const zoneName = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${wallClock}Z`))
    .find((part) => part.type === 'timeZoneName')!.value;
  return `${wallClock}${zoneName === 'GMT' ? '+00:00' : zoneName.slice(3)}`;
}

export class FakeTour implements AsyncService<TourServiceServer> {
  readonly tours: (Tour & { ownerId: string })[] = [];
  readonly faults = new Faults<keyof AsyncService<TourServiceServer>>();
  /** token -> what it confirms; opaque random tokens (the real service signs them). */
  private readonly links = new Map<string, Link>();

  constructor(private readonly property: FakeProperty) {}

  /** The confirmation tokens of a tour, in slot order (what tour.scheduled carries to the desk's e-mail). */
  tokensOf(tourId: string): string[] {
    return [...this.links.entries()]
      .filter(([, link]) => link.tourId === tourId)
      .sort(([, a], [, b]) => a.slotIndex - b.slotIndex)
      .map(([token]) => token);
  }

  /** Makes a link's time run out. */
  expire(token: string): void {
    const link = this.links.get(token);
    if (link) link.expiresAt = Date.now() - 1;
  }

  async scheduleTour(request: ScheduleTourRequest) {
    await this.faults.apply('scheduleTour');
    const caller = requireCaller();
    const property = this.property.properties.find(
      (p) => p.id === request.propertyId && p.ownerId === caller.userId,
    );
    if (!property) throw notFound('Property not found');
    if (!property.isListed) throw failedPrecondition('Tours can only be scheduled for a listed property');
    const tour = {
      id: randomUUID(),
      ownerId: caller.userId,
      propertyId: property.id,
      propertyAddress: property.address?.address ?? '',
      timeZone: TIME_ZONE,
      timeZoneLabel: 'Central Time',
      timeSlots: request.timeSlots.map((label) => ({ label, startsAt: slotStart(label) })),
      status: TourStatus.TOUR_STATUS_REQUESTED,
      confirmedSlot: undefined,
      contactEmail: request.contactEmail,
      contactPhone: request.contactPhone,
      contactName: request.contactName,
      createdAt: new Date(Date.now() + this.tours.length).toISOString(),
      confirmedAt: '',
      cancelledAt: '',
    };
    this.tours.push(tour);
    tour.timeSlots.forEach((_slot, slotIndex) =>
      this.links.set(randomBytes(24).toString('base64url'), {
        tourId: tour.id,
        slotIndex,
        expiresAt: Date.now() + LINK_LIFETIME_MS,
      }),
    );
    return { tour: withoutOwner(tour) };
  }

  async listTours(request: ListToursRequest) {
    await this.faults.apply('listTours');
    const caller = requireCaller();
    const tours = this.tours
      .filter((tour) => tour.ownerId === caller.userId)
      .filter((tour) => !request.propertyId || tour.propertyId === request.propertyId)
      .filter((tour) => !request.upcomingOnly || tour.status !== TourStatus.TOUR_STATUS_CANCELLED)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return { tours: tours.map(withoutOwner) };
  }

  async getTour(request: GetTourRequest) {
    await this.faults.apply('getTour');
    return { tour: withoutOwner(this.own(request.tourId)) };
  }

  async cancelTour(request: CancelTourRequest) {
    await this.faults.apply('cancelTour');
    const tour = this.own(request.tourId);
    if (tour.status === TourStatus.TOUR_STATUS_CANCELLED)
      throw failedPrecondition('This tour is already cancelled');
    tour.status = TourStatus.TOUR_STATUS_CANCELLED;
    tour.cancelledAt = new Date().toISOString();
    return { tour: withoutOwner(tour) };
  }

  async describeConfirmation(request: DescribeConfirmationRequest) {
    await this.faults.apply('describeConfirmation');
    const { tour, slotIndex } = this.follow(request.token);
    const slot = tour.timeSlots[slotIndex]!;
    return {
      tourId: tour.id,
      propertyAddress: tour.propertyAddress,
      slot,
      timeZoneLabel: tour.timeZoneLabel,
      status: tour.status,
      alreadyConfirmed: tour.confirmedSlot?.label === slot.label,
    };
  }

  async confirmTourSlot(request: ConfirmTourSlotRequest) {
    await this.faults.apply('confirmTourSlot');
    const { tour, slotIndex } = this.follow(request.token);
    const slot = tour.timeSlots[slotIndex]!;
    const answer = (alreadyConfirmed: boolean) => ({
      tourId: tour.id,
      propertyAddress: tour.propertyAddress,
      slot,
      timeZoneLabel: tour.timeZoneLabel,
      alreadyConfirmed,
    });
    if (tour.status === TourStatus.TOUR_STATUS_CANCELLED) throw aborted('This tour was cancelled');
    if (tour.confirmedSlot?.label === slot.label) return answer(true);
    if (tour.confirmedSlot) throw aborted('Another time was already confirmed for this tour');
    tour.status = TourStatus.TOUR_STATUS_CONFIRMED;
    tour.confirmedSlot = slot;
    tour.confirmedAt = new Date().toISOString();
    return answer(false);
  }

  private own(tourId: string) {
    const caller = requireCaller();
    const tour = this.tours.find((t) => t.id === tourId && t.ownerId === caller.userId);
    if (!tour) throw notFound('Tour not found');
    return tour;
  }

  private follow(token: string) {
    const link = this.links.get(token);
    const tour = link && this.tours.find((t) => t.id === link.tourId);
    if (!link || !tour) throw notFound('This confirmation link is not valid');
    if (link.expiresAt < Date.now()) throw failedPrecondition('This confirmation link has expired');
    return { tour, slotIndex: link.slotIndex };
  }
}

function withoutOwner({ ownerId: _ownerId, ...tour }: Tour & { ownerId: string }): Tour {
  return tour;
}
