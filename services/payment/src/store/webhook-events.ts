// The provider events already processed. The insert is the deduplication: it runs in the transaction that applies
// the event, so either both the record and the effect commit, or neither does and a redelivery tries again.
import type { Knex } from '@homeward/kit';
import type { WebhookEffect } from '../domain/settlement';

/** True when the event is new (and is now recorded); false when it was processed before. */
export async function recordWebhookEvent(
  trx: Knex.Transaction,
  event: { id: string; type: string; paymentId: string | null; effect: WebhookEffect },
): Promise<boolean> {
  const inserted = await trx('webhook_events')
    .insert({
      provider_event_id: event.id,
      type: event.type,
      payment_id: event.paymentId,
      effect: event.effect,
    })
    .onConflict('provider_event_id')
    .ignore()
    .returning('provider_event_id');
  return inserted.length > 0;
}
