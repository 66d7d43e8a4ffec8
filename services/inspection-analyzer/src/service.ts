import { startService, type Logger, type RunningService } from '@homeward/kit';
import { InspectionAnalyzerServiceService } from '@homeward/protos/gen/homeward/inspection_analyzer/v1/inspection_analyzer';
import { migrations } from '../migrations';
import type { InspectionAnalyzerConfig } from './config';
import { InspectionAnalyzerHandler } from './handlers/inspection-analyzer-handler';

export type { RunningService };

/** Starts the inspection-analyzer service on the kit's host; `stop()` undoes it in reverse order. Installs no signal handlers. */
export function startInspectionAnalyzerService(
  config: InspectionAnalyzerConfig,
  logger: Logger,
): Promise<RunningService> {
  return startService(config, logger, async (host) => {
    const db = await host.database(migrations);
    return host.serve({
      services: [
        {
          definition: InspectionAnalyzerServiceService,
          implementation: new InspectionAnalyzerHandler({ db }),
        },
      ],
    });
  });
}
