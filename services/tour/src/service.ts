import { startService, tokenSealFromConfig, type Logger, type RunningService } from '@homeward/kit';
import { TourServiceService } from '@homeward/protos/gen/homeward/tour/v1/tour';
import { migrations } from '../migrations';
import { Confirmations } from './application/confirmations';
import { Tours } from './application/tours';
import { connectPropertyClient } from './clients/property-client';
import type { TourConfig } from './config';
import { subscribeToEvents } from './events/subscriptions';
import { PUBLIC_TOUR_METHODS, TourHandler } from './handlers/tour-handler';

export type { RunningService };

/**
 * Starts the tour service on the kit's host; `stop()` undoes it in reverse order (server, consumer, client,
 * database). Installs no signal handlers.
 */
export function startTourService(config: TourConfig, logger: Logger): Promise<RunningService> {
  return startService(config, logger, async (host) => {
    const db = await host.database(migrations);
    const relay = host.outboxRelay(db);
    const properties = connectPropertyClient(
      config.PROPERTY_GRPC_ADDR,
      config.PROPERTY_GRPC_DEADLINE_MS,
      logger,
    );
    host.onShutdown('property client', () => properties.close());
    await host.eventConsumer(db, (consumer) => subscribeToEvents(consumer, { relay }), {
      sessionTimeoutMs: config.KAFKA_SESSION_TIMEOUT_MS,
    });
    const linkSecret = config.TOUR_LINK_SECRET;
    const tours = new Tours({
      db,
      properties,
      relay,
      linkSecret,
      tokenSeal: tokenSealFromConfig(config),
      requestsPerDay: config.TOUR_REQUESTS_PER_DAY,
    });
    const confirmations = new Confirmations({ db, relay, linkSecret });
    return host.serve({
      services: [
        {
          definition: TourServiceService,
          implementation: new TourHandler({ tours, confirmations }),
          publicMethods: PUBLIC_TOUR_METHODS,
        },
      ],
    });
  });
}
