import { startService, type Logger, type RunningService } from '@homeward/kit';
import { TourServiceService } from '@homeward/protos/gen/homeward/tour/v1/tour';
import { migrations } from '../migrations';
import type { TourConfig } from './config';
import { TourHandler } from './handlers/tour-handler';

export type { RunningService };

/** Starts the tour service on the kit's host; `stop()` undoes it in reverse order. Installs no signal handlers. */
export function startTourService(config: TourConfig, logger: Logger): Promise<RunningService> {
  return startService(config, logger, async (host) => {
    const db = await host.database(migrations);
    return host.serve({
      services: [{ definition: TourServiceService, implementation: new TourHandler({ db }) }],
    });
  });
}
