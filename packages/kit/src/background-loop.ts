import type { Logger } from './logger';

/** What one pass reports: `more` means work is still waiting, so the next pass starts at once. */
export interface PassOutcome {
  more: boolean;
}

/**
 * Runs `pass` over and over in the background: right away when the last pass left work waiting, when `notify()` says
 * new work was committed, and otherwise every `pollIntervalMs` (the safety net for notifications lost across
 * replicas or restarts). A failing pass is logged and retried at the next tick; what it was working on is still in
 * the database. The outbox relay and the e-mail dispatcher are both this loop around their own pass.
 */
export class BackgroundLoop {
  private running = false;
  private loop: Promise<void> | undefined;
  private wakeRequested = false;
  private wake: (() => void) | undefined;

  constructor(
    private readonly name: string,
    private readonly logger: Logger,
    private readonly pollIntervalMs: number,
    private readonly pass: () => Promise<PassOutcome>,
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Lets the pass in progress finish, then stops. */
  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
    this.loop = undefined;
  }

  /** Call after committing work for the loop; wakes a sleeping loop, or makes a busy one go round again. */
  notify(): void {
    this.wakeRequested = true;
    this.wake?.();
  }

  private async run(): Promise<void> {
    this.logger.info({ pollIntervalMs: this.pollIntervalMs }, `${this.name} started`);
    while (this.running) {
      // Work committed from here on is seen by this pass; a notify() arriving later wakes the next one.
      this.wakeRequested = false;
      let more = false;
      try {
        more = (await this.pass()).more;
      } catch (error) {
        // Typically the database is unreachable; nothing is lost, the rows are still there.
        this.logger.error({ err: error }, `${this.name} pass failed`);
      }
      if (!more) await this.pause(this.pollIntervalMs);
    }
    this.logger.info(`${this.name} stopped`);
  }

  private pause(ms: number): Promise<void> {
    if (this.wakeRequested || !this.running) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake = done;
    });
  }
}
