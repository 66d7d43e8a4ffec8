// Following a confirmation link from the tour desk's e-mail. No caller: the token's signature is the authority, so
// every refusal is counted and says as little as it must.
import { enqueueEvent, type Knex } from '@homeward/kit';
import { topics } from '@homeward/protos/topics';
import { confirmationStateOf } from '../domain/confirmation';
import { readConfirmToken } from '../domain/confirm-token';
import { TourError } from '../domain/errors';
import type { Tour } from '../domain/tour';
import { EVENT_SOURCE, tourConfirmedEvent } from '../events/messages';
import { tourMetrics as metrics } from '../metrics';
import { confirmIfRequested, findById } from '../store/tours';

export interface ConfirmationsDeps {
  db: Knex;
  relay: { notify(): void };
  linkSecret: string;
  now?: () => Date;
}

/** The tour a link names, the slot it proposes, and whether that slot is the one already confirmed. */
export interface Confirmation {
  tour: Tour;
  slotIndex: number;
  alreadyConfirmed: boolean;
}

const REFUSAL_REASON: Partial<Record<TourError['kind'], string>> = {
  linkInvalid: 'forged',
  linkExpired: 'expired',
  tourCancelled: 'cancelled',
  otherSlotConfirmed: 'other_slot_confirmed',
};

export class Confirmations {
  constructor(private readonly deps: ConfirmationsDeps) {}

  /** What the link points at, changing nothing (mail scanners follow links; only confirm changes state). */
  async describe(token: string): Promise<Confirmation> {
    return this.counted(async () => {
      const { tour, slotIndex } = await this.linkedTour(token);
      const state = confirmationStateOf(tour, slotIndex);
      return { tour, slotIndex, alreadyConfirmed: state === 'already_confirmed' };
    });
  }

  /**
   * Confirms the link's slot of a requested tour and enqueues tour.confirmed, in one transaction. The update only
   * applies to a tour still requested, so of two links followed at once only one confirms; following this link
   * again answers `alreadyConfirmed` without a new event.
   */
  async confirm(token: string): Promise<Confirmation> {
    return this.counted(async () => {
      const { tour, slotIndex } = await this.linkedTour(token);
      if (confirmationStateOf(tour, slotIndex) === 'already_confirmed') {
        return { tour, slotIndex, alreadyConfirmed: true };
      }
      const confirmed = await this.deps.db.transaction(async (trx) => {
        const updated = await confirmIfRequested(trx, tour.id, slotIndex, this.now());
        if (!updated) return undefined;
        await enqueueEvent(trx, topics.tourConfirmed, updated.id, tourConfirmedEvent(updated), {
          source: EVENT_SOURCE,
          relay: this.deps.relay,
        });
        return updated;
      });
      if (confirmed) {
        metrics.confirmed.inc();
        return { tour: confirmed, slotIndex, alreadyConfirmed: false };
      }
      // Cancelled or confirmed between the read and the update: say which, as a later follow would.
      const current = await findById(this.deps.db, tour.id);
      if (!current) throw new TourError('linkInvalid');
      confirmationStateOf(current, slotIndex);
      return { tour: current, slotIndex, alreadyConfirmed: true };
    });
  }

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  private async linkedTour(token: string): Promise<{ tour: Tour; slotIndex: number }> {
    const reading = readConfirmToken(this.deps.linkSecret, token, this.now());
    if (reading.kind === 'forged') throw new TourError('linkInvalid');
    if (reading.kind === 'expired') throw new TourError('linkExpired');
    // A signed link of a tour that is gone (its property was deleted) names nothing any more.
    const tour = await findById(this.deps.db, reading.tourId);
    if (!tour) throw new TourError('linkInvalid');
    return { tour, slotIndex: reading.slotIndex };
  }

  private async counted<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      const reason = error instanceof TourError ? REFUSAL_REASON[error.kind] : undefined;
      if (reason) metrics.confirmationsRefused.inc({ reason });
      throw error;
    }
  }
}
