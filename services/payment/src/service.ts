import { startService, type Logger, type RunningService } from '@homeward/kit';
import { PaymentServiceService } from '@homeward/protos/gen/homeward/payment/v1/payment';
import { migrations } from '../migrations';
import { Checkout } from './application/checkout';
import { OfflineCardForm } from './application/offline-card-form';
import { Settlement } from './application/settlement';
import { WebhookReceiver } from './application/webhook-receiver';
import { connectPropertyClient } from './clients/property-client';
import type { PaymentConfig } from './config';
import { subscribeToEvents } from './events/subscriptions';
import { PaymentHandler } from './handlers/payment-handler';
import { createPaymentProvider } from './providers';
import { offlineIntentStore } from './store/offline-intents';

export type { RunningService };

/** Starts the payment service on the kit's host; `stop()` undoes it in reverse order. Installs no signal handlers. */
export function startPaymentService(config: PaymentConfig, logger: Logger): Promise<RunningService> {
  return startService(config, logger, async (host) => {
    const db = await host.database(migrations);
    const relay = host.outboxRelay(db);
    const properties = connectPropertyClient(
      config.PROPERTY_GRPC_ADDR,
      config.PROPERTY_GRPC_DEADLINE_MS,
      logger,
    );
    host.onShutdown('property client', () => properties.close());
    await host.eventConsumer(db, (consumer) => subscribeToEvents(consumer, { relay, logger }));
    const { provider, offline } = createPaymentProvider(config, {
      offlineIntents: offlineIntentStore(db),
      logger,
    });
    const settlement = new Settlement({ db, relay, logger });
    const webhooks = new WebhookReceiver(settlement, provider.webhookSecret);
    offline?.deliverWebhooksTo(webhooks);
    logger.info({ provider: provider.name }, 'payment provider selected');
    const handler = new PaymentHandler({
      checkout: new Checkout({ db, provider, properties, settlement, logger }),
      offlineCardForm: new OfflineCardForm(offline),
      webhooks,
    });
    return host.serve({
      services: [
        {
          definition: PaymentServiceService,
          implementation: handler,
          // Authenticated by the provider's signature, not by a user's token.
          publicMethods: ['handleWebhook'],
        },
      ],
    });
  });
}
