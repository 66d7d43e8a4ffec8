// The worker threads this process starts, for tests that check a run holds no thread once it has settled: Node
// announces each new thread on its `worker_threads` diagnostics channel, with the Worker itself.
import diagnostics from 'node:diagnostics_channel';
import type { Worker } from 'node:worker_threads';

export interface ThreadWatch {
  started: Worker[];
  stop(): void;
}

/** The threads started from now until `stop`. */
export function watchThreads(): ThreadWatch {
  const started: Worker[] = [];
  const onStart = (message: unknown) => started.push((message as { worker: Worker }).worker);
  diagnostics.subscribe('worker_threads', onStart);
  return { started, stop: () => diagnostics.unsubscribe('worker_threads', onStart) };
}

/** A thread that has exited has no id any more. */
export const exited = (thread: Worker): boolean => thread.threadId === -1;
