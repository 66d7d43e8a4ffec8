import { startService, type Logger, type RunningService } from '@homeward/kit';
import { InspectionAnalyzerServiceService } from '@homeward/protos/gen/homeward/inspection_analyzer/v1/inspection_analyzer';
import { migrations } from '../migrations';
import { AnalysisQueue } from './application/analysis-queue';
import { AnalysisWorkers, type EstimateCost } from './application/analysis-worker';
import { Reports } from './application/reports';
import { TokenBudgets } from './application/token-budgets';
import { UploadHousekeeping } from './application/upload-housekeeping';
import { Uploads } from './application/uploads';
import { connectPropertyClient } from './clients/property-client';
import type { InspectionAnalyzerConfig } from './config';
import type { ExtractReportText } from './domain/analysis-failure';
import type { AnalysisEngine } from './domain/report';
import { subscribeToEvents } from './events/subscriptions';
import { InspectionAnalyzerHandler } from './handlers/inspection-analyzer-handler';
import { openAiMetrics } from './metrics';
import { createAnalysisEngine, tableCostInWorker } from './providers/analysis-engine';
import { createObjectStorage } from './providers/object-storage';
import { ReportFiles } from './application/report-files';
import { reportTextExtractor } from './providers/report-text';

export type { RunningService };

/**
 * The parts chosen by configuration that a caller may bring instead (the integration tests bring engines whose
 * timing they control); production passes none.
 */
export interface InspectionAnalyzerParts {
  engine?: AnalysisEngine;
  extractReportText?: ExtractReportText;
  /** The cost range of a finding at analysis time, for the tier totals. */
  estimateCost?: EstimateCost;
}

/**
 * Starts the inspection-analyzer on the kit's host. Shutdown runs in reverse: the servers stop taking calls, the
 * consumer leaves its group, the analysis workers give their jobs back, and only then does the database close.
 */
export function startInspectionAnalyzerService(
  config: InspectionAnalyzerConfig,
  logger: Logger,
  parts: InspectionAnalyzerParts = {},
): Promise<RunningService> {
  return startService(config, logger, async (host) => {
    const engine = parts.engine ?? createAnalysisEngine(config, { logger, openAiMetrics });
    const db = await host.database(migrations);
    const relay = host.outboxRelay(db);
    const storage = createObjectStorage(
      {
        endpoint: config.OBJECT_STORAGE_ENDPOINT,
        accessKey: config.OBJECT_STORAGE_ACCESS_KEY,
        secretKey: config.OBJECT_STORAGE_SECRET_KEY,
        bucket: config.OBJECT_STORAGE_BUCKET,
        region: config.OBJECT_STORAGE_REGION,
      },
      logger,
    );
    await storage.ensureBucket();
    const properties = connectPropertyClient(
      config.PROPERTY_GRPC_ADDR,
      config.PROPERTY_GRPC_DEADLINE_MS,
      logger,
    );
    host.onShutdown('property client', () => properties.close());

    const budgets = new TokenBudgets({
      db,
      model: config.OPENAI_MODEL,
      limits: {
        perReport: config.OPENAI_TOKEN_BUDGET_PER_REPORT,
        perUserPerDay: config.OPENAI_TOKEN_BUDGET_PER_USER_PER_DAY,
      },
    });
    const workers = new AnalysisWorkers({
      db,
      storage,
      extractReportText:
        parts.extractReportText ??
        reportTextExtractor({
          timeoutMs: config.EXTRACTION_TIMEOUT_MS,
          maxMemoryMb: config.EXTRACTION_MAX_MEMORY_MB,
        }),
      engine,
      estimateCost: parts.estimateCost ?? tableCostInWorker(config),
      relay,
      logger,
      budgets,
      workers: config.ANALYSIS_WORKERS,
      leaseSeconds: config.ANALYSIS_LEASE_SECONDS,
      maxAttempts: config.ANALYSIS_MAX_ATTEMPTS,
      retry: { initialMs: config.ANALYSIS_RETRY_INITIAL_MS, maxMs: config.ANALYSIS_RETRY_MAX_MS },
      pollIntervalMs: config.ANALYSIS_POLL_INTERVAL_MS,
    });
    workers.start();
    host.onShutdown('analysis workers', () => workers.stop());
    logger.info({ engine: engine.name, workers: config.ANALYSIS_WORKERS }, 'analysis engine selected');

    await host.eventConsumer(
      db,
      (consumer) =>
        subscribeToEvents(consumer, { analysisQueue: new AnalysisQueue({ workers, logger }), storage }),
      { sessionTimeoutMs: config.KAFKA_SESSION_TIMEOUT_MS },
    );
    const uploads = new Uploads({
      db,
      storage,
      properties,
      relay,
      logger,
      uploadUrlTtlSeconds: config.UPLOAD_URL_TTL_SECONDS,
      storageQuotaBytesPerUser: config.STORAGE_QUOTA_BYTES_PER_USER,
      longAnalysis: {
        secondsPerMegabyte: config.ANALYSIS_SECONDS_PER_MB,
        thresholdSeconds: config.LONG_ANALYSIS_THRESHOLD_SECONDS,
        defaultAnalysisSeconds: config.ANALYSIS_DEFAULT_SECONDS,
        workers: config.ANALYSIS_WORKERS,
      },
    });
    const housekeeping = new UploadHousekeeping({
      db,
      storage,
      uploads,
      logger,
      uploadUrlTtlSeconds: config.UPLOAD_URL_TTL_SECONDS,
      graceSeconds: config.UPLOAD_CLEANUP_GRACE_SECONDS,
      intervalMs: config.UPLOAD_CLEANUP_INTERVAL_MS,
    });
    housekeeping.start();
    host.onShutdown('upload housekeeping', () => housekeeping.stop());
    const reports = new Reports({
      db,
      engine,
      properties,
      workers,
      logger,
      budgets,
      retriesPerReport: config.ANALYSIS_RETRIES_PER_REPORT,
      explainClaimSeconds: config.EXPLAIN_CLAIM_SECONDS,
    });
    // Runs after the gRPC server's hook (registered by serve, below): explanations get its grace period to
    // finish, and those still asking the engine then are abandoned, their threads ended before the database closes.
    host.onShutdown('issue explanations', () => reports.stop());
    const handler = new InspectionAnalyzerHandler({
      uploads,
      reportFiles: new ReportFiles({ db, storage }),
      reports,
    });
    return host.serve({
      services: [{ definition: InspectionAnalyzerServiceService, implementation: handler }],
    });
  });
}
