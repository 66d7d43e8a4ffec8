import { startService, type Logger, type RunningService } from '@homeward/kit';
import { DocumentsServiceService } from '@homeward/protos/gen/homeward/documents/v1/documents';
import { migrations } from '../migrations';
import type { DocumentsConfig } from './config';
import { DocumentsHandler } from './handlers/documents-handler';

export type { RunningService };

/** Starts the documents service on the kit's host; `stop()` undoes it in reverse order. Installs no signal handlers. */
export function startDocumentsService(config: DocumentsConfig, logger: Logger): Promise<RunningService> {
  return startService(config, logger, async (host) => {
    const db = await host.database(migrations);
    return host.serve({
      services: [{ definition: DocumentsServiceService, implementation: new DocumentsHandler({ db }) }],
    });
  });
}
