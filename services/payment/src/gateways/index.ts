import type { Knex, Logger } from '@homeward/kit';
import type { PaymentConfig } from '../config';
import { OfflineGateway } from './offline-gateway';
import type { PaymentGateway } from './payment-gateway';
import { StripeGateway } from './stripe-gateway';
import { newWebhookSecret } from './webhook-signature';

export type { PaymentGateway } from './payment-gateway';
export { OfflineGateway } from './offline-gateway';

/** The gateway PAYMENT_GATEWAY names; the offline one is also returned on its own for its card form. */
export function createPaymentGateway(
  config: PaymentConfig,
  deps: { db: Knex; logger: Logger },
): { gateway: PaymentGateway; offline?: OfflineGateway } {
  if (config.PAYMENT_GATEWAY === 'stripe') {
    // loadPaymentConfig has already refused a stripe configuration without its keys.
    return {
      gateway: new StripeGateway({
        secretKey: config.STRIPE_SECRET_KEY!,
        webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
        publishableKey: config.STRIPE_PUBLISHABLE_KEY!,
      }),
    };
  }
  const offline = new OfflineGateway(
    deps.db,
    config.OFFLINE_WEBHOOK_SECRET ?? newWebhookSecret(),
    deps.logger,
  );
  return { gateway: offline, offline };
}
