import {
  BackgroundLoop,
  createObjectStorage,
  startService,
  type Logger,
  type ObjectStorage,
  type RunningService,
} from '@homeward/kit';
import { DocumentsServiceService } from '@homeward/protos/gen/homeward/documents/v1/documents';
import { migrations } from '../migrations';
import { DeadlineReminders } from './application/deadline-reminders';
import { Documents } from './application/documents';
import { Objections } from './application/objections';
import { StoredPdfs } from './application/stored-pdfs';
import { connectIdentityClient } from './clients/identity-client';
import { connectPropertyClient } from './clients/property-client';
import type { DocumentsConfig } from './config';
import { subscribeToEvents } from './events/subscriptions';
import { DocumentsHandler } from './handlers/documents-handler';
import { documentsMetrics as metrics } from './metrics';
import { startPdfRenderPool } from './providers/pdf-render';

/**
 * How often the queue of deleted documents' PDFs is looked at when nothing woke the loop sooner: a deletion from an
 * event (property or account gone) queues without waking it, and a buyer's data should not outlive them by much.
 */
const STORED_PDF_REMOVAL_INTERVAL_MS = 5_000;

/** Counts the render while it runs or waits for a thread (homeward_documents_pdf_renders_in_flight). */
function inFlight(render: Promise<Buffer>): Promise<Buffer> {
  metrics.pdfRendersInFlight.inc();
  return render.finally(() => metrics.pdfRendersInFlight.dec());
}

/** documents' own bucket, created at start when missing; undefined (every download renders) without one. */
async function pdfStorage(config: DocumentsConfig, logger: Logger): Promise<ObjectStorage | undefined> {
  const bucket = config.OBJECT_STORAGE_BUCKET;
  if (!bucket || !config.OBJECT_STORAGE_ACCESS_KEY || !config.OBJECT_STORAGE_SECRET_KEY) {
    logger.warn('OBJECT_STORAGE_BUCKET is not set: completed PDFs are rendered at every download');
    return undefined;
  }
  const storage = createObjectStorage(
    {
      endpoint: config.OBJECT_STORAGE_ENDPOINT,
      accessKey: config.OBJECT_STORAGE_ACCESS_KEY,
      secretKey: config.OBJECT_STORAGE_SECRET_KEY,
      bucket,
      region: config.OBJECT_STORAGE_REGION,
    },
    logger,
  );
  // A store down at start is not fatal: downloads render meanwhile, and writes work once it is back.
  await storage.ensureBucket().catch((error: unknown) => {
    logger.warn(
      { err: error },
      'object storage is unavailable at start; completed PDFs render until it is back',
    );
  });
  return storage;
}

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

    const renderPool = startPdfRenderPool(config.PDF_RENDER_THREADS);
    host.onShutdown('PDF render threads', () => renderPool.close());
    const storedPdfs = new StoredPdfs({
      db,
      storage: await pdfStorage(config, logger),
      logger,
      removalQueued: () => removals.notify(),
    });
    const removals = new BackgroundLoop('stored PDF removal', logger, STORED_PDF_REMOVAL_INTERVAL_MS, () =>
      storedPdfs.removeQueued(),
    );
    removals.start();
    host.onShutdown('stored PDF removal', () => removals.stop());

    await host.eventConsumer(db, subscribeToEvents, { sessionTimeoutMs: config.KAFKA_SESSION_TIMEOUT_MS });
    const documents = new Documents({
      db,
      properties,
      identity,
      pdfs: { render: (kind, data, options) => inFlight(renderPool.renderDocument(kind, data, options)) },
      storedPdfs,
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
      renderPdf: (letter, createdAt) => inFlight(renderPool.renderObjection(letter, createdAt)),
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
