// Wiring only: config -> logger -> service -> signals.
import { ConfigError, createLogger, Lifecycle } from '@homeward/kit';
import { loadNotificationsConfig } from './config';
import { startNotificationsService } from './service';

async function main(): Promise<void> {
  let config;
  try {
    config = loadNotificationsConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    createLogger('notifications').fatal({ problems: error.problems }, 'invalid configuration');
    process.exit(1);
  }
  const logger = createLogger(config.SERVICE_NAME, config.LOG_LEVEL);
  const service = await startNotificationsService(config, logger);
  // The service's own parts each get the kit's per-hook timeout; this bounds the whole of them.
  const lifecycle = new Lifecycle(logger, 60_000);
  lifecycle.onShutdown('notifications service', () => service.stop());
  lifecycle.listenForSignals();
  logger.info({ grpcPort: service.grpcPort, opsPort: service.opsPort }, 'notifications service started');
}

main().catch((error: unknown) => {
  createLogger('notifications').fatal({ err: error }, 'notifications service failed to start');
  process.exit(1);
});
