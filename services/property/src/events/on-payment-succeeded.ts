import { afterCommit, enqueueEvent, type EventHandler, type Logger } from '@homeward/kit';
import { topics } from '@homeward/protos/topics';
import type { PaymentSucceeded } from '@homeward/protos/gen/homeward/payment/v1/events';
import { z } from 'zod';
import { findOwned, unlockOwned } from '../store/properties';
import { EVENT_SOURCE, propertyUnlockedEvent } from './messages';
import { propertyMetrics } from '../metrics';

export interface UnlockDeps {
  relay: { notify(): void };
  logger: Logger;
}

const UUID = z.uuid();

/**
 * payment.succeeded -> the property is unlocked and property.unlocked is emitted, in the transaction that records
 * the event in the inbox. A redelivered event is skipped by the inbox; a second payment for a property already
 * unlocked changes nothing and emits nothing, so the unlock is announced exactly once.
 */
export function onPaymentSucceeded(deps: UnlockDeps): EventHandler<PaymentSucceeded> {
  return async (event, trx) => {
    const { propertyId, userId, paymentId } = event.payload;
    const log = deps.logger.child({ eventId: event.id, paymentId, propertyId });
    // Retrying cannot make a malformed id name a property; it is recorded as handled and reported.
    if (!UUID.safeParse(propertyId).success || userId === '') {
      log.error({ userId }, 'payment.succeeded names no property of ours; nothing unlocked');
      return;
    }
    const id = propertyId.toLowerCase();
    const unlocked = await unlockOwned(trx, userId, id);
    if (!unlocked) {
      if (await findOwned(trx, userId, id)) {
        log.info('payment.succeeded for a property already unlocked; nothing to do');
      } else {
        // Paid for a property that no longer exists (removed while paying): support has to refund it.
        log.error({ userId }, 'payment.succeeded for a property that does not exist; nothing unlocked');
      }
      return;
    }
    await enqueueEvent(
      trx,
      topics.propertyUnlocked,
      id,
      propertyUnlockedEvent(unlocked, paymentId, new Date()),
      { source: EVENT_SOURCE, relay: deps.relay },
    );
    afterCommit(trx, () => propertyMetrics.propertiesUnlocked.inc());
    log.info('property unlocked');
  };
}
