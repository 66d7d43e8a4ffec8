// A paid property is unlocked, and the unlock announced exactly once.
import { afterCommit, enqueueEvent, type Knex } from '@homeward/kit';
import { topics } from '@homeward/protos/topics';
import { EVENT_SOURCE, propertyUnlockedEvent } from '../events/messages';
import { propertyMetrics } from '../metrics';
import { findOwned, unlockOwned } from '../store/properties';

export interface Payment {
  paymentId: string;
  /** Who paid: only their own property is unlocked. */
  ownerId: string;
  propertyId: string;
}

export type UnlockOutcome = 'unlocked' | 'already_unlocked' | 'no_such_property';

/**
 * Unlocks the paid property and enqueues property.unlocked in `trx`, the transaction that records the payment
 * event in the inbox. A second payment for a property already unlocked changes nothing and emits nothing.
 */
export async function unlockPaidProperty(
  trx: Knex.Transaction,
  relay: { notify(): void },
  payment: Payment,
): Promise<UnlockOutcome> {
  const { ownerId, propertyId } = payment;
  const unlocked = await unlockOwned(trx, ownerId, propertyId);
  if (!unlocked) {
    return (await findOwned(trx, ownerId, propertyId)) ? 'already_unlocked' : 'no_such_property';
  }
  const event = propertyUnlockedEvent(unlocked, payment.paymentId, new Date());
  await enqueueEvent(trx, topics.propertyUnlocked, propertyId, event, { source: EVENT_SOURCE, relay });
  afterCommit(trx, () => propertyMetrics.propertiesUnlocked.inc());
  return 'unlocked';
}
