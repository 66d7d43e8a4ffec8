// Wiring only: config -> logger -> gRPC clients -> HTTP app -> listen -> graceful shutdown.
import {
  createLogger,
  exitAfterLogs,
  grpcTransport,
  Lifecycle,
  startOpsServer,
  startTracingFor,
  useClientAddressKey,
  useGrpcTransport,
} from '@homeward/kit';
import { loadBffConfig } from './config';
import { connectClients } from './clients';
import { createApp } from './http/app';
import { listen } from './http/listen';

async function main(): Promise<void> {
  const config = loadBffConfig();
  const logger = createLogger('bff', config.LOG_LEVEL);
  const lifecycle = new Lifecycle(logger);
  lifecycle.listenForSignals();
  // First hook, so it runs last: spans of requests drained during shutdown are still exported.
  const tracing = startTracingFor(config, 'bff', logger);
  if (tracing) lifecycle.onShutdown('tracing', () => tracing.stop());

  // Before the channels open: each takes the process's transport (GRPC_TLS).
  useGrpcTransport(grpcTransport(config));
  useClientAddressKey(config.CLIENT_ADDRESS_KEY);
  const downstream = connectClients(
    {
      identity: config.IDENTITY_GRPC_ADDR,
      property: config.PROPERTY_GRPC_ADDR,
      notifications: config.NOTIFICATIONS_GRPC_ADDR,
      payment: config.PAYMENT_GRPC_ADDR,
      inspectionAnalyzer: config.INSPECTION_ANALYZER_GRPC_ADDR,
      documents: config.DOCUMENTS_GRPC_ADDR,
      tour: config.TOUR_GRPC_ADDR,
    },
    { deadlineMs: config.GRPC_DEADLINE_MS, slowDeadlineMs: config.GRPC_SLOW_DEADLINE_MS },
  );
  lifecycle.onShutdown('grpc clients', () => downstream.close());

  const app = createApp({
    appBaseUrl: config.APP_BASE_URL,
    sessionSecret: config.SESSION_SECRET,
    staticDir: config.STATIC_DIR,
    logger,
    clients: downstream.clients,
    objectStorageEndpoint: config.OBJECT_STORAGE_ENDPOINT,
    readiness: downstream.readiness,
    validateResponses: config.NODE_ENV !== 'production',
    trustProxy: config.TRUST_PROXY,
    serveOpsRoutes: config.OPS_PORT === undefined,
  });
  if (config.OPS_PORT !== undefined) {
    // The same /healthz, /readyz (every gRPC channel) and /metrics, on a port the ingress never routes to.
    const ops = await startOpsServer({ port: config.OPS_PORT, logger, readiness: downstream.readiness });
    lifecycle.onShutdown('ops server', () => ops.close());
  }
  const server = await listen(app, config.PORT);
  lifecycle.onShutdown('http server', () => server.close());
  logger.info({ port: server.port, url: config.APP_BASE_URL }, 'BFF listening');
}

main().catch((error: unknown) => {
  const fatal = createLogger('bff');
  fatal.fatal({ err: error }, 'BFF failed to start');
  exitAfterLogs(fatal, 1);
});
