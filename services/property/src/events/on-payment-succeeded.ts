import { type EventHandler, type Logger } from '@homeward/kit';
import type { PaymentSucceeded } from '@homeward/protos/gen/homeward/payment/v1/events';
import { z } from 'zod';
import { unlockPaidProperty } from '../application/unlock';

export interface UnlockDeps {
  relay: { notify(): void };
  logger: Logger;
}

const UUID = z.uuid();

/**
 * payment.succeeded -> the paid property is unlocked, in the transaction that records the event in the inbox, so a
 * redelivered event is skipped by the inbox and the unlock is announced exactly once.
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
    const payment = { paymentId, ownerId: userId, propertyId: propertyId.toLowerCase() };
    const outcome = await unlockPaidProperty(trx, deps.relay, payment);
    if (outcome === 'unlocked') log.info('property unlocked');
    else if (outcome === 'already_unlocked') {
      log.info('payment.succeeded for a property already unlocked; nothing to do');
    } else {
      // Paid for a property that no longer exists (removed while paying): support has to refund it.
      log.error({ userId }, 'payment.succeeded for a property that does not exist; nothing unlocked');
    }
  };
}
