import { BackgroundLoop, startService, type Logger, type RunningService } from '@homeward/kit';
import { objectionPdf } from '@homeward/pdf';
import { DocumentsServiceService } from '@homeward/protos/gen/homeward/documents/v1/documents';
import { migrations } from '../migrations';
import { DeadlineReminders } from './application/deadline-reminders';
import { documentPdfs } from './application/document-pdfs';
import { Documents } from './application/documents';
import { Objections } from './application/objections';
import { connectIdentityClient } from './clients/identity-client';
import { connectPropertyClient } from './clients/property-client';
import type { DocumentsConfig } from './config';
import { subscribeToEvents } from './events/subscriptions';
import { DocumentsHandler } from './handlers/documents-handler';

export type { RunningService };

/**
 * Starts the documents service on the kit's host; `stop()` undoes it in reverse order (servers, consumer, clients,
 * database). Installs no signal handlers.
 */
export function startDocumentsService(config: DocumentsConfig, logger: Logger): Promise<RunningService> {
  return startService(config, logger, async (host) => {
    const db = await host.database(migrations);
    const relay = host.outboxRelay(db);
    const properties = connectPropertyClient(
      config.PROPERTY_GRPC_ADDR,
      config.PROPERTY_GRPC_DEADLINE_MS,
      logger,
    );
    host.onShutdown('property client', () => properties.close());
    const identity = connectIdentityClient(
      config.IDENTITY_GRPC_ADDR,
      config.IDENTITY_GRPC_DEADLINE_MS,
      logger,
    );
    host.onShutdown('identity client', () => identity.close());

    await host.eventConsumer(db, subscribeToEvents, { sessionTimeoutMs: config.KAFKA_SESSION_TIMEOUT_MS });
    const documents = new Documents({
      db,
      properties,
      identity,
      pdfs: documentPdfs,
      relay,
      logger,
    });
    // Every replica sweeps; the reminder's keyed row makes one of them publish it.
    const reminders = new DeadlineReminders({
      db,
      relay,
      logger,
      leadMs: config.DEADLINE_REMINDER_LEAD_HOURS * 3_600_000,
    });
    const sweep = new BackgroundLoop(
      'deadline reminder sweep',
      logger,
      config.DEADLINE_REMINDER_SWEEP_INTERVAL_MS,
      () => reminders.pass(),
    );
    sweep.start();
    host.onShutdown('deadline reminder sweep', () => sweep.stop());
    const objections = new Objections({
      db,
      properties,
      identity,
      contractDeadlines: (userId, propertyId) => documents.listContractDeadlines(userId, propertyId),
      renderPdf: (letter, createdAt) => objectionPdf({ letter, generatedAt: createdAt }),
    });
    return host.serve({
      services: [
        {
          definition: DocumentsServiceService,
          implementation: new DocumentsHandler({ documents, objections }),
        },
      ],
    });
  });
}
