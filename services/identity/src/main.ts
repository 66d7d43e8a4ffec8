// Wiring only: config -> logger -> service -> signals.
import { ConfigError, createLogger, Lifecycle } from '@homeward/kit';
import { loadIdentityConfig } from './config';
import { startIdentityService } from './service';

async function main(): Promise<void> {
  let config;
  try {
    config = loadIdentityConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    createLogger('identity').fatal({ problems: error.problems }, 'invalid configuration');
    process.exit(1);
  }
  const logger = createLogger(config.SERVICE_NAME, config.LOG_LEVEL);
  const service = await startIdentityService(config, logger);
  const lifecycle = new Lifecycle(logger);
  lifecycle.onShutdown('identity service', () => service.stop());
  lifecycle.listenForSignals();
  logger.info({ grpcPort: service.grpcPort, opsPort: service.opsPort }, 'identity ready');
}

main().catch((error: unknown) => {
  createLogger('identity').fatal({ err: error }, 'identity failed to start');
  process.exit(1);
});
