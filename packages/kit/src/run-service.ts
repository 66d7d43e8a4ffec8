import { ConfigError } from './config';
import { Lifecycle } from './lifecycle';
import { createLogger, exitAfterLogs, type Logger } from './logger';
import { startTracing, tracingSettings, type RunningTracing, type TracingConfig } from './tracing';

interface ServiceConfig extends TracingConfig {
  SERVICE_NAME: string;
  LOG_LEVEL: string;
}

/**
 * The whole of a service's main.ts: load the configuration (an invalid one is logged as its list of problems and
 * exits 1 before anything connects), start tracing if an OTLP endpoint is configured, start the service, and stop it
 * on SIGTERM/SIGINT. Keeping this in one place makes every service start, fail and shut down the same way.
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
    const fatal = createLogger(name);
    fatal.fatal(problems ? { problems } : { err: error }, 'invalid configuration');
    return exitAfterLogs(fatal, 1);
  }
  const logger = createLogger(config.SERVICE_NAME, config.LOG_LEVEL);
  const tracing = startTracingFor(config, config.SERVICE_NAME, logger);
  start(config, logger).then(
    (service) => {
      const lifecycle = new Lifecycle(logger, shutdownTimeoutMs);
      // Registered first, so it runs last: the spans of the shutdown itself are exported too.
      if (tracing) lifecycle.onShutdown('tracing', () => tracing.stop());
      lifecycle.onShutdown(`${name} service`, () => service.stop());
      lifecycle.listenForSignals();
      logger.info(`${name} service started`);
    },
    (error: unknown) => {
      logger.fatal({ err: error }, `${name} service failed to start`);
      exitAfterLogs(logger, 1);
    },
  );
}

/** Starts exporting traces when the configuration names an OTLP endpoint; logs where they go (or that they do not). */
export function startTracingFor(
  config: TracingConfig,
  serviceName: string,
  logger: Logger,
): RunningTracing | undefined {
  const settings = tracingSettings(config, serviceName);
  if (!settings) {
    logger.debug('tracing off: no OTLP endpoint configured');
    return undefined;
  }
  logger.info({ url: settings.url, serviceName: settings.serviceName }, 'exporting traces over OTLP/HTTP');
  return startTracing(settings);
}
