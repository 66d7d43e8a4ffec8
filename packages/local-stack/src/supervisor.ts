import type { ManagedProcess } from './processes';

/** How a crashed process comes back: what Kubernetes does for a pod's container, on this machine. */
export interface RestartPolicy {
  /** The wait before the first restart; it doubles with each crash in a row. Default 500 ms. */
  firstDelayMs?: number;
  /** The longest wait between restarts. Default 30 s. */
  maxDelayMs?: number;
  /** A process up this long is healthy again: its next crash waits `firstDelayMs` again. Default 60 s. */
  stableAfterMs?: number;
  /** Told each crash, as one line ("property exited (signal SIGKILL); restarting in 1 s (restart 2)"). */
  report(line: string): void;
  /** Told each new process once it has been spawned (not yet ready). */
  restarted?(process: ManagedProcess, restart: number): void;
}

/** A process that is started again whenever it exits without our asking; `exited` resolves only after `stop()`. */
export interface SupervisedProcess extends ManagedProcess {
  /** How many times it has been started again so far. */
  readonly restarts: number;
}

/** "signal SIGKILL" or "code 1": why a process ended, read from its own handle. */
export function describeExit(process: ManagedProcess): string {
  const { signalCode, exitCode } = process.child;
  return signalCode ? `signal ${signalCode}` : `code ${exitCode}`;
}

function seconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(1))} s`;
}

/**
 * Watches `first` and starts the same command again (its `respawn()`) each time it exits unless `stop()` caused it,
 * after an exponential backoff: crashing in a loop costs little, a single crash comes back at once. `stop()` cancels a
 * pending restart, so Ctrl-C never races one.
 */
export function supervise(first: ManagedProcess, policy: RestartPolicy): SupervisedProcess {
  const firstDelayMs = policy.firstDelayMs ?? 500;
  const maxDelayMs = policy.maxDelayMs ?? 30_000;
  const stableAfterMs = policy.stableAfterMs ?? 60_000;
  let current = first;
  let stopping = false;
  let restarts = 0;
  let crashesInARow = 0;
  let timer: NodeJS.Timeout | undefined;
  let finished!: (code: number | null) => void;
  const exited = new Promise<number | null>((resolve) => (finished = resolve));

  const scheduleRestart = (reason: string, upForMs: number) => {
    if (upForMs >= stableAfterMs) crashesInARow = 0;
    const delay = Math.min(firstDelayMs * 2 ** crashesInARow, maxDelayMs);
    crashesInARow++;
    restarts++;
    const restart = restarts;
    policy.report(`${first.name} ${reason}; restarting in ${seconds(delay)} (restart ${restart})`);
    timer = setTimeout(() => {
      timer = undefined;
      if (stopping) return;
      try {
        current = current.respawn();
      } catch (error) {
        scheduleRestart(`could not start (${error instanceof Error ? error.message : String(error)})`, 0);
        return;
      }
      watch(current);
      policy.restarted?.(current, restart);
    }, delay);
  };

  const watch = (child: ManagedProcess) => {
    const startedAt = Date.now();
    void child.exited.then(() => {
      if (stopping) return;
      scheduleRestart(`exited (${describeExit(child)})`, Date.now() - startedAt);
    });
  };
  watch(first);

  let stopped: Promise<void> | undefined;
  return {
    name: first.name,
    get pid() {
      return current.pid;
    },
    get child() {
      return current.child;
    },
    get restarts() {
      return restarts;
    },
    exited,
    respawn: () => current.respawn(),
    stop(signal, graceMs) {
      stopped ??= (async () => {
        stopping = true;
        clearTimeout(timer);
        await current.stop(signal, graceMs);
        finished(await current.exited);
      })();
      return stopped;
    },
  };
}
