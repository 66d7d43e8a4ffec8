// The provider used without Stripe keys: Stripe test mode in miniature. Intents and client secrets are shaped like
// Stripe's, cards follow Stripe's test-card rules (src/domain/cards.ts), and every outcome is announced the way
// Stripe announces it: a signed webhook event delivered to the service's one webhook handler, so the unlock path
// is the production path.
import { randomInt } from 'node:crypto';
import type { Logger } from '@homeward/kit';
import Stripe from 'stripe';
import { evaluateCard, type CardField, type CardInput } from '../domain/cards';
import type { OfflineIntentRow, OfflineIntentStore } from '../domain/offline-intents';
import { intentFromObject, PAYMENT_INTENT_FAILED, PAYMENT_INTENT_SUCCEEDED } from '../domain/provider-event';
import {
  intentMetadata,
  type ConfirmableIntent,
  type NewIntent,
  type PaymentProvider,
} from './payment-provider';
import { signatureFor } from './webhook-signature';

/** Where signed events go: the same receiver Stripe's webhooks reach through the BFF. */
export interface WebhookDelivery {
  receive(payload: Buffer, signature: string): Promise<{ processed: boolean }>;
}

export type OfflineConfirmation =
  | { status: 'succeeded' }
  | { status: 'declined'; message: string }
  | { status: 'invalid'; field: CardField; message: string }
  | { status: 'not_found' };

/** Decline codes Stripe reports as `code: card_declined` plus a `decline_code`; others are codes of their own. */
const CARD_DECLINED_REASONS = new Set(['generic_decline', 'insufficient_funds', 'lost_card', 'stolen_card']);

export class OfflineProvider implements PaymentProvider {
  readonly name = 'offline';
  readonly publishableKey = '';
  private delivery: WebhookDelivery | undefined;

  constructor(
    private readonly intents: OfflineIntentStore,
    readonly webhookSecret: string,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Set once at start-up: the receiver is built after the provider whose secret it verifies with. */
  deliverWebhooksTo(delivery: WebhookDelivery): void {
    this.delivery = delivery;
  }

  async createIntent(intent: NewIntent): Promise<ConfirmableIntent> {
    const id = `pi_${randomToken(24)}`;
    const row = await this.intents.insertOrFindByIdempotencyKey({
      id,
      client_secret: `${id}_secret_${randomToken(25)}`,
      idempotency_key: intent.idempotencyKey,
      amount: intent.amountCents,
      currency: intent.currency,
      status: 'requires_payment_method',
      metadata: intentMetadata(intent),
    });
    return toConfirmableIntent(row);
  }

  async retrieveIntent(id: string): Promise<ConfirmableIntent> {
    const row = await this.intents.find(id);
    if (!row) throw new Error(`No such payment_intent: '${id}'`);
    return toConfirmableIntent(row);
  }

  /**
   * Confirms the intent behind `clientSecret` with a card, for the buyer it was created for. The card is
   * evaluated and forgotten: neither the number nor the security code is stored, logged or put in an event.
   */
  async confirm(clientSecret: string, card: CardInput, userId: string): Promise<OfflineConfirmation> {
    const intent = await this.intents.findByClientSecret(clientSecret);
    if (!intent || intent.metadata.user_id !== userId) return { status: 'not_found' };
    // Paying an intent twice (a double click) charges once; the answer is still success.
    if (intent.status === 'succeeded') return { status: 'succeeded' };

    const outcome = evaluateCard(card, this.now());
    if (outcome.result === 'invalid')
      return { status: 'invalid', field: outcome.field, message: outcome.message };
    const settled = await this.intents.settle(
      intent.id,
      outcome.result === 'approved'
        ? { status: 'succeeded' }
        : { status: 'requires_payment_method', code: outcome.code, message: outcome.message },
    );
    if (!settled) return { status: 'succeeded' };
    await this.announce(
      outcome.result === 'approved' ? PAYMENT_INTENT_SUCCEEDED : PAYMENT_INTENT_FAILED,
      settled,
    );
    return outcome.result === 'approved'
      ? { status: 'succeeded' }
      : { status: 'declined', message: outcome.message };
  }

  /**
   * Signs and delivers the event. A failed delivery does not undo the payment (Stripe would retry the webhook);
   * the buyer's status check asks this provider and settles the payment then.
   */
  private async announce(type: string, intent: OfflineIntentRow): Promise<void> {
    const payload = JSON.stringify(stripeEvent(type, intent, this.now()));
    try {
      if (!this.delivery) throw new Error('no webhook receiver registered');
      await this.delivery.receive(Buffer.from(payload), signatureFor(payload, this.webhookSecret));
    } catch (error) {
      this.logger.error(
        { err: error, type, providerPaymentId: intent.id },
        'offline webhook delivery failed',
      );
    }
  }
}

/** Stripe's object ids: a prefix and random base62 characters. */
function randomToken(length: number): string {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The PaymentIntent as Stripe renders it in an event (without the client secret, which events need not carry). */
export function paymentIntentObject(intent: OfflineIntentRow): Record<string, unknown> {
  const code = intent.last_error_code;
  return {
    id: intent.id,
    object: 'payment_intent',
    amount: intent.amount,
    amount_received: intent.status === 'succeeded' ? intent.amount : 0,
    currency: intent.currency,
    status: intent.status,
    metadata: intent.metadata,
    created: unixSeconds(intent.created_at),
    livemode: false,
    payment_method_types: ['card'],
    last_payment_error: code
      ? {
          type: 'card_error',
          code: CARD_DECLINED_REASONS.has(code) ? 'card_declined' : code,
          ...(CARD_DECLINED_REASONS.has(code) ? { decline_code: code } : {}),
          message: intent.last_error_message ?? '',
        }
      : null,
  };
}

/** A Stripe `Event` (https://docs.stripe.com/api/events/object) about the intent. */
export function stripeEvent(type: string, intent: OfflineIntentRow, now: Date): Record<string, unknown> {
  return {
    id: `evt_${randomToken(24)}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: unixSeconds(now),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object: paymentIntentObject(intent) },
  };
}

function toConfirmableIntent(row: OfflineIntentRow): ConfirmableIntent {
  return { ...intentFromObject(paymentIntentObject(row)), clientSecret: row.client_secret };
}
