// Stripe PaymentIntents (https://docs.stripe.com/api/payment_intents) through the official SDK.
import Stripe from 'stripe';
import { intentFromObject } from '../domain/provider-event';
import {
  ProviderUnavailableError,
  intentMetadata,
  type ConfirmableIntent,
  type NewIntent,
  type PaymentProvider,
} from './payment-provider';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  publishableKey: string;
  /** Where the Stripe API answers; tests point this at a local server. Defaults to api.stripe.com over HTTPS. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
  maxNetworkRetries?: number;
  timeoutMs?: number;
}

export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe';
  readonly publishableKey: string;
  readonly webhookSecret: string;
  private readonly stripe: Stripe;

  constructor(options: StripeProviderOptions) {
    this.publishableKey = options.publishableKey;
    this.webhookSecret = options.webhookSecret;
    this.stripe = new Stripe(options.secretKey, {
      // The SDK retries network failures and 5xx/409 answers itself, reusing the idempotency key.
      maxNetworkRetries: options.maxNetworkRetries ?? 2,
      timeout: options.timeoutMs ?? 10_000,
      telemetry: false,
      ...(options.api ?? {}),
    });
  }

  async createIntent(intent: NewIntent): Promise<ConfirmableIntent> {
    const created = await this.call(() =>
      this.stripe.paymentIntents.create(
        {
          amount: intent.amountCents,
          currency: intent.currency,
          metadata: intentMetadata(intent),
          automatic_payment_methods: { enabled: true },
          description: 'Homeward property unlock',
        },
        { idempotencyKey: intent.idempotencyKey },
      ),
    );
    return toConfirmableIntent(created);
  }

  async retrieveIntent(id: string): Promise<ConfirmableIntent> {
    return toConfirmableIntent(await this.call(() => this.stripe.paymentIntents.retrieve(id)));
  }

  /** Stripe being down or overloaded is worth a retry; anything else (bad key, bad request) is our bug. */
  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (
        error instanceof Stripe.errors.StripeConnectionError ||
        error instanceof Stripe.errors.StripeAPIError ||
        error instanceof Stripe.errors.StripeRateLimitError
      )
        throw new ProviderUnavailableError('Stripe is unavailable', { cause: error });
      throw error;
    }
  }
}

function toConfirmableIntent(intent: Stripe.PaymentIntent): ConfirmableIntent {
  if (!intent.client_secret)
    throw new Error(`Stripe returned PaymentIntent ${intent.id} without a client secret`);
  return { ...intentFromObject(intent), clientSecret: intent.client_secret };
}
