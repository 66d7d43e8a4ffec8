import { startService, type Logger, type RunningService } from '@homeward/kit';
import { PropertyServiceService } from '@homeward/protos/gen/homeward/property/v1/property';
import { migrations } from '../migrations';
import type { PropertyConfig } from './config';
import { PropertyHandler } from './handlers/property-handler';
import { createPropertyDataProvider } from './providers';

export type { RunningService };

/** Starts the property service on the kit's host; `stop()` undoes it in reverse order. Installs no signal handlers. */
export function startPropertyService(config: PropertyConfig, logger: Logger): Promise<RunningService> {
  return startService(config, logger, async (host) => {
    const db = await host.database(migrations);
    const relay = host.outboxRelay(db);
    const provider = createPropertyDataProvider(config.PROPERTY_DATA_PROVIDER);
    logger.info({ provider: provider.name }, 'property data provider selected');
    return host.serve({
      services: [
        { definition: PropertyServiceService, implementation: new PropertyHandler({ db, provider, relay }) },
      ],
    });
  });
}
