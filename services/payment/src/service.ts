import { startService, type Logger, type RunningService } from '@homeward/kit';
import { PaymentServiceService } from '@homeward/protos/gen/homeward/payment/v1/payment';
import { migrations } from '../migrations';
import { connectPropertyClient } from './clients/property-client';
import type { PaymentConfig } from './config';
import { createPaymentGateway } from './gateways';
import { PaymentHandler } from './handlers/payment-handler';
import { Settlement } from './handlers/settlement';
import { WebhookReceiver } from './handlers/webhook-receiver';

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
    const { gateway, offline } = createPaymentGateway(config, { db, logger });
    const settlement = new Settlement({ db, relay, logger });
    const webhooks = new WebhookReceiver(settlement, gateway.webhookSecret);
    offline?.deliverWebhooksTo(webhooks);
    logger.info({ gateway: gateway.name }, 'payment gateway selected');
    return host.serve({
      services: [
        {
          definition: PaymentServiceService,
          implementation: new PaymentHandler({
            db,
            gateway,
            offline,
            properties,
            settlement,
            webhooks,
            logger,
          }),
          // Authenticated by the provider's signature, not by a user's token.
          publicMethods: ['handleWebhook'],
        },
      ],
    });
  });
}
