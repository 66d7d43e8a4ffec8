// A provider's verdict applied to its payment, once, whichever way it arrives: a webhook (Stripe's or the offline
// provider's) or the buyer's status check that asks the provider directly. What the verdict means is domain/settlement.
import { enqueueEvent, type Knex, type Logger } from '@homeward/kit';
import { topics } from '@homeward/protos/topics';
import type { Payment } from '../domain/payment';
import type { ProviderEvent, ProviderIntent } from '../domain/provider-event';
import { effectOf, paysFor } from '../domain/settlement';
import { EVENT_SOURCE, paymentSucceededEvent } from '../events/messages';
import { findPaymentForIntent, markSucceeded, recordFailure } from '../store/payments';
import { recordWebhookEvent } from '../store/webhook-events';
import { paymentMetrics } from '../metrics';

export interface SettlementDeps {
  db: Knex;
  /** Woken after a transaction that enqueued payment.succeeded commits. */
  relay: { notify(): void };
  logger: Logger;
}

export class Settlement {
  constructor(private readonly deps: SettlementDeps) {}

  /**
   * Applies a verified provider event exactly once: its id is recorded in the same transaction as its effect, and
   * a second delivery (a replay, or Stripe's retry) finds it and changes nothing. False for such a duplicate.
   */
  async applyEvent(event: ProviderEvent): Promise<boolean> {
    const result = await this.deps.db.transaction(async (trx) => {
      const payment = event.intent
        ? await findPaymentForIntent(trx, event.intent.id, event.intent.metadata.payment_id)
        : undefined;
      const effect = effectOf(event, payment);
      const isNew = await recordWebhookEvent(trx, {
        id: event.id,
        type: event.type,
        paymentId: payment?.id ?? null,
        effect,
      });
      if (!isNew) return { isNew, effect, payment, succeeded: undefined };
      let succeeded: Payment | undefined;
      if (effect === 'succeeded') succeeded = await this.succeed(trx, payment!, event.intent!.id);
      if (effect === 'failed')
        await recordFailure(trx, payment!.id, event.intent!.lastError ?? { code: 'unknown', message: '' });
      return { isNew, effect, payment, succeeded };
    });
    if (!result.isNew) return false;
    if (result.succeeded)
      paymentMetrics.payments.inc({ gateway: result.succeeded.provider, outcome: 'succeeded' });
    if (result.effect === 'failed')
      paymentMetrics.payments.inc({ gateway: result.payment!.provider, outcome: 'declined' });
    if (result.effect === 'ignored')
      this.deps.logger.warn(
        {
          eventId: event.id,
          type: event.type,
          providerPaymentId: event.intent?.id,
          paymentId: result.payment?.id,
        },
        'provider event changes no payment',
      );
    return true;
  }

  /**
   * Settles a payment the provider reports as succeeded when asked directly (no event to record). Idempotent:
   * whichever of this and the webhook comes second finds the payment already succeeded.
   */
  async settleSucceededIntent(payment: Payment, intent: ProviderIntent): Promise<boolean> {
    if (intent.status !== 'succeeded' || !paysFor(payment, intent)) return false;
    const succeeded = await this.deps.db.transaction((trx) => this.succeed(trx, payment, intent.id));
    if (succeeded) paymentMetrics.payments.inc({ gateway: succeeded.provider, outcome: 'succeeded' });
    return true;
  }

  /** Marks the payment succeeded and, only if this call did it, announces payment.succeeded with it. */
  private async succeed(
    trx: Knex.Transaction,
    payment: Payment,
    providerPaymentId: string,
  ): Promise<Payment | undefined> {
    const succeeded = await markSucceeded(trx, payment.id);
    if (!succeeded) return undefined;
    // Keyed by the property it unlocks: the consumer acts on the property, and one key keeps its events in order.
    await enqueueEvent(
      trx,
      topics.paymentSucceeded,
      succeeded.propertyId,
      paymentSucceededEvent(succeeded, providerPaymentId, succeeded.succeededAt ?? new Date()),
      { source: EVENT_SOURCE, relay: this.deps.relay },
    );
    return succeeded;
  }
}
