/**
 * What a test started, stopped in reverse order (the last started first, so nothing loses what it depends on),
 * each even when an earlier stop failed; the first failure is thrown once all have run.
 */
export class StopList {
  private readonly stops: (() => unknown)[] = [];

  /** Registers how to stop what was just started, and hands it back. */
  add<T>(started: T, stop: (started: T) => unknown): T {
    this.stops.push(() => stop(started));
    return started;
  }

  async stopAll(): Promise<void> {
    const failures: unknown[] = [];
    for (let stop = this.stops.pop(); stop; stop = this.stops.pop()) {
      try {
        await stop();
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length > 0) throw failures[0];
  }
}

/**
 * Runs `start`; if it fails part way, stops what it had started before passing the failure on. Given `stops` (a
 * test topology's), what `start` adds goes on that list, and a failure stops all of it.
 */
export async function startOrStop<T>(
  start: (stops: StopList) => Promise<T>,
  stops: StopList = new StopList(),
): Promise<T> {
  try {
    return await start(stops);
  } catch (error) {
    await stops.stopAll().catch(() => undefined);
    throw error;
  }
}
