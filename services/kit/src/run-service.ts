import { ConfigError } from './config';
import { Lifecycle } from './lifecycle';
import { createLogger, type Logger } from './logger';

interface ServiceConfig {
  SERVICE_NAME: string;
  LOG_LEVEL: string;
}

/**
 * The whole of a service's main.ts: load the configuration (an invalid one is logged as its list of problems and
 * exits 1 before anything connects), start the service, and stop it on SIGTERM/SIGINT. Keeping this in one place
 * makes every service start, fail and shut down the same way.
 */
export function runService<C extends ServiceConfig>(
  name: string,
  loadConfig: () => C,
  start: (config: C, logger: Logger) => Promise<{ stop(): Promise<void> }>,
  { shutdownTimeoutMs = 10_000 }: { shutdownTimeoutMs?: number } = {},
): void {
  let config: C;
  try {
    config = loadConfig();
  } catch (error) {
    const problems = error instanceof ConfigError ? error.problems : undefined;
    createLogger(name).fatal(problems ? { problems } : { err: error }, 'invalid configuration');
    process.exit(1);
  }
  const logger = createLogger(config.SERVICE_NAME, config.LOG_LEVEL);
  start(config, logger).then(
    (service) => {
      const lifecycle = new Lifecycle(logger, shutdownTimeoutMs);
      lifecycle.onShutdown(`${name} service`, () => service.stop());
      lifecycle.listenForSignals();
      logger.info(`${name} service started`);
    },
    (error: unknown) => {
      logger.fatal({ err: error }, `${name} service failed to start`);
      process.exit(1);
    },
  );
}
