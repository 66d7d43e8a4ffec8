// The buyer's tour use cases: each acts for one buyer and sees only that buyer's tours. A tour is asked for a
// listed property of the buyer's, as up to three proposed slots in the property's time zone.
import { randomUUID } from 'node:crypto';
import { enqueueEvent, type Knex, type TokenSeal } from '@homeward/kit';
import { topics } from '@homeward/protos/topics';
import { propertyTimeZone } from '@homeward/rules';
import type { PropertyClient } from '../clients/property-client';
import { confirmLinkExpiry, signConfirmToken } from '../domain/confirm-token';
import { TourError } from '../domain/errors';
import { checkScheduleRequest, type ScheduleInput } from '../domain/schedule-request';
import { nextStartOf, type Tour } from '../domain/tour';
import { EVENT_SOURCE, tourCancelledEvent, tourScheduledEvent } from '../events/messages';
import { tourMetrics as metrics } from '../metrics';
import {
  cancelOwned,
  countRequestedSince,
  findOwned,
  insertTour,
  listOwned,
  listUpcomingOwned,
  lockOwned,
} from '../store/tours';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ToursDeps {
  db: Knex;
  properties: PropertyClient;
  relay: { notify(): void };
  /** Signs the confirmation links (TOUR_LINK_SECRET). */
  linkSecret: string;
  /** Seals the tokens inside tour.scheduled for notifications (NOTIFICATION_TOKEN_KEY). */
  tokenSeal: TokenSeal;
  /** TOUR_REQUESTS_PER_DAY: requests one buyer may send in 24 hours. */
  requestsPerDay: number;
  now?: () => Date;
}

export interface ListToursQuery {
  propertyId?: string;
  upcomingOnly: boolean;
}

export class Tours {
  constructor(private readonly deps: ToursDeps) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /**
   * Stores the buyer's request and enqueues tour.scheduled with one signed confirmation token per slot, in one
   * transaction. Only for a listed property of the caller's, within the buyer's daily cap; the slots are judged in
   * the property's time zone.
   */
  async schedule(ownerId: string, propertyId: string, input: ScheduleInput): Promise<Tour> {
    const property = await this.deps.properties.getOwnedProperty(propertyId);
    if (!property) throw new TourError('propertyNotFound');
    if (!property.isListed) throw new TourError('propertyNotListed');
    const zone = propertyTimeZone(property.state, property.longitude);
    const now = this.now();
    const { slots, contact } = checkScheduleRequest(input, zone.id, now);
    const tour = await this.deps.db.transaction(async (trx) => {
      const recent = await countRequestedSince(trx, ownerId, new Date(now.getTime() - DAY_MS));
      if (recent >= this.deps.requestsPerDay) throw new TourError('tooManyRequests');
      const stored = await insertTour(trx, {
        id: randomUUID(),
        propertyId: property.id,
        ownerId,
        slots,
        contact,
        propertyAddress: property.address,
        timeZone: zone.id,
        timeZoneLabel: zone.label,
        listingAgentName: property.listingAgentName,
        listingAgentEmail: property.listingAgentEmail,
      });
      const tokens = stored.slots.map((slot, slotIndex) =>
        signConfirmToken(this.deps.linkSecret, {
          tourId: stored.id,
          slotIndex,
          expiresAt: confirmLinkExpiry(slot.startsAt, now),
        }),
      );
      // Sealed: the outbox, the topic and a dead letter keep the event for days, and a token confirms the tour.
      const sealed = tokens.map((token) => this.deps.tokenSeal.seal(token));
      await enqueueEvent(trx, topics.tourScheduled, stored.id, tourScheduledEvent(stored, sealed), {
        source: EVENT_SOURCE,
        relay: this.deps.relay,
      });
      return stored;
    });
    metrics.scheduled.inc();
    return tour;
  }

  /** Newest first; only those still ahead, soonest first, when `upcomingOnly`. */
  async list(ownerId: string, query: ListToursQuery): Promise<Tour[]> {
    if (!query.upcomingOnly) return listOwned(this.deps.db, ownerId, query.propertyId);
    const now = this.now();
    const upcoming = await listUpcomingOwned(this.deps.db, ownerId, now, query.propertyId);
    return upcoming
      .map((tour) => ({ tour, start: nextStartOf(tour, now)!.getTime() }))
      .sort((a, b) => a.start - b.start || b.tour.createdAt.getTime() - a.tour.createdAt.getTime())
      .map(({ tour }) => tour);
  }

  async get(ownerId: string, tourId: string): Promise<Tour> {
    const tour = await findOwned(this.deps.db, ownerId, tourId);
    if (!tour) throw new TourError('tourNotFound');
    return tour;
  }

  /** Withdraws a requested or confirmed tour still ahead and enqueues tour.cancelled, in one transaction. */
  async cancel(ownerId: string, tourId: string): Promise<Tour> {
    const { tour, fromStatus } = await this.deps.db.transaction(async (trx) => {
      // Locked, so the state counted as cancelled from is the one the cancel changed, even with a confirm racing.
      const before = await lockOwned(trx, ownerId, tourId);
      if (!before) throw new TourError('tourNotFound');
      if (before.status !== 'cancelled' && nextStartOf(before, this.now()) === null) {
        throw new TourError('tourInPast');
      }
      const cancelled = await cancelOwned(trx, ownerId, tourId, this.now());
      if (!cancelled) throw new TourError('alreadyCancelled');
      await enqueueEvent(trx, topics.tourCancelled, cancelled.id, tourCancelledEvent(cancelled), {
        source: EVENT_SOURCE,
        relay: this.deps.relay,
      });
      return { tour: cancelled, fromStatus: before.status };
    });
    metrics.cancelled.inc({ from_status: fromStatus });
    return tour;
  }
}
