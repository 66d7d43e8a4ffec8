import { startService, type Logger, type RunningService } from '@homeward/kit';
import { PropertyServiceService } from '@homeward/protos/gen/homeward/property/v1/property';
import { migrations } from '../migrations';
import { LookupQuotas } from './application/lookup-quotas';
import { Properties } from './application/properties';
import { StreetViewLookups } from './application/street-view';
import type { PropertyConfig } from './config';
import { subscribeToEvents } from './events/subscriptions';
import { PropertyHandler } from './handlers/property-handler';
import { createPropertyDataProvider, createStreetView } from './providers';
import { createLookupCache } from './store/lookup-cache';

export type { RunningService };

/** Starts the property service on the kit's host; `stop()` undoes it in reverse order. Installs no signal handlers. */
export function startPropertyService(config: PropertyConfig, logger: Logger): Promise<RunningService> {
  return startService(config, logger, async (host) => {
    const db = await host.database(migrations);
    const relay = host.outboxRelay(db);
    const provider = createPropertyDataProvider(config, { cache: createLookupCache(db), logger });
    const streetView = createStreetView(config);
    logger.info(
      {
        provider: provider.name,
        geocoder: config.CENSUS_GEOCODER_URL !== '',
        streetViewImages: streetView.hasKey,
      },
      'property data provider selected',
    );
    await host.eventConsumer(db, (consumer) => subscribeToEvents(consumer, { relay, logger }), {
      sessionTimeoutMs: config.KAFKA_SESSION_TIMEOUT_MS,
    });
    const properties = new Properties({
      db,
      provider,
      streetView,
      relay,
      logger,
      lookupBudgetMs: config.PROPERTY_LOOKUP_BUDGET_MS,
      quotas: new LookupQuotas(db, {
        maxDrafts: config.PROPERTY_MAX_DRAFTS,
        draftTtlMinutes: config.PROPERTY_DRAFT_TTL_MINUTES,
        maxLookupsPerDay: config.PROPERTY_MAX_LOOKUPS_PER_DAY,
      }),
    });
    const streetViewLookups = new StreetViewLookups({ db, streetView, logger });
    return host.serve({
      services: [
        {
          definition: PropertyServiceService,
          implementation: new PropertyHandler({ properties, streetView: streetViewLookups }),
        },
      ],
    });
  });
}
