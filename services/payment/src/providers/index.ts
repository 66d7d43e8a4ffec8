import type { Logger } from '@homeward/kit';
import type { OfflineIntentStore } from '../domain/offline-intents';
import type { ProviderName } from '../domain/payment';
import { OfflineProvider } from './offline-provider';
import type { PaymentProvider } from './payment-provider';
import { StripeProvider } from './stripe-provider';
import { newWebhookSecret } from './webhook-signature';

export type { PaymentProvider } from './payment-provider';
export { OfflineProvider } from './offline-provider';

/** The configuration the providers read (a slice of PaymentConfig, which has already checked the Stripe keys). */
export interface ProviderSettings {
  PAYMENT_GATEWAY: ProviderName;
  STRIPE_SECRET_KEY: string | undefined;
  STRIPE_WEBHOOK_SECRET: string | undefined;
  STRIPE_PUBLISHABLE_KEY: string | undefined;
  OFFLINE_WEBHOOK_SECRET: string | undefined;
}

/**
 * The provider PAYMENT_GATEWAY names; the offline one is also returned on its own for its card form, and keeps its
 * intents through `offlineIntents`.
 */
export function createPaymentProvider(
  config: ProviderSettings,
  deps: { offlineIntents: OfflineIntentStore; logger: Logger },
): { provider: PaymentProvider; offline?: OfflineProvider } {
  if (config.PAYMENT_GATEWAY === 'stripe') {
    // loadPaymentConfig has already refused a stripe configuration without its keys.
    return {
      provider: new StripeProvider({
        secretKey: config.STRIPE_SECRET_KEY!,
        webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
        publishableKey: config.STRIPE_PUBLISHABLE_KEY!,
      }),
    };
  }
  const offline = new OfflineProvider(
    deps.offlineIntents,
    config.OFFLINE_WEBHOOK_SECRET ?? newWebhookSecret(),
    deps.logger,
  );
  return { provider: offline, offline };
}
