import { ConfigError, createLogger, Lifecycle } from '@homeward/kit';
import { loadPropertyConfig, type PropertyConfig } from './config';
import { startPropertyService } from './service';

async function main(): Promise<void> {
  let config: PropertyConfig;
  try {
    config = loadPropertyConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    createLogger('property').fatal({ problems: error.problems }, 'invalid configuration');
    process.exit(1);
  }
  const logger = createLogger(config.SERVICE_NAME, config.LOG_LEVEL);
  const service = await startPropertyService(config, logger);
  const lifecycle = new Lifecycle(logger);
  lifecycle.onShutdown('property service', () => service.stop());
  lifecycle.listenForSignals();
}

main().catch((error: unknown) => {
  createLogger('property').fatal({ err: error }, 'property service failed to start');
  process.exit(1);
});
