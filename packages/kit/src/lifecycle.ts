import { exitAfterLogs, type Logger } from './logger';

type ShutdownHook = { name: string; run: () => Promise<void> | void };

/**
 * Collects shutdown hooks as parts start, and runs them in reverse order on SIGTERM/SIGINT, so that the gRPC server
 * stops taking calls before the database it needs is closed. A hung hook cannot keep the pod alive forever.
 */
export class Lifecycle {
  private readonly hooks: ShutdownHook[] = [];
  private stopping: Promise<void> | undefined;

  constructor(
    private readonly logger: Logger,
    private readonly timeoutMs = 10_000,
  ) {}

  onShutdown(name: string, run: ShutdownHook['run']): void {
    this.hooks.push({ name, run });
  }

  listenForSignals(): void {
    const handle = (signal: NodeJS.Signals) => {
      this.logger.info({ signal }, 'shutting down');
      // The log is written asynchronously: the shutdown's own lines go out before the process ends.
      void this.shutdown().then(() => exitAfterLogs(this.logger, 0));
    };
    process.once('SIGTERM', handle);
    process.once('SIGINT', handle);
  }

  shutdown(): Promise<void> {
    this.stopping ??= this.runHooks();
    return this.stopping;
  }

  private async runHooks(): Promise<void> {
    for (const hook of [...this.hooks].reverse()) {
      try {
        await withTimeout(Promise.resolve(hook.run()), this.timeoutMs);
      } catch (error) {
        this.logger.error({ err: error, hook: hook.name }, 'shutdown hook failed');
      }
    }
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
