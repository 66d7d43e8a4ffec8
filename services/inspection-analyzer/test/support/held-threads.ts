// Real worker threads that never answer, for the tests of what a stopping analyzer leaves running: an extraction or
// an engine call held in a thread until its caller abandons it. Node announces every thread it starts on its
// `worker_threads` diagnostics channel; each of these also names itself, so a test knows which Worker is its own.
import diagnostics from 'node:diagnostics_channel';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BroadcastChannel, type Worker } from 'node:worker_threads';
import { waitFor } from '@homeward/testing';
import { runInWorker } from '../../src/providers/worker-thread';

export interface HeldThreads {
  /** Runs a thread that never answers: only `signal` ends it (its wall clock is ten minutes). */
  run(signal?: AbortSignal): Promise<never>;
  /** The first `count` threads run() started, once each is running. */
  running(count: number): Promise<Worker[]>;
  close(): void;
}

/** A thread that has exited has no id any more. */
export const exited = (thread: Worker) => thread.threadId === -1;

export function heldThreads(name: string): HeldThreads {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'analyzer-held-threads-'));
  const script = path.join(dir, 'never-answers.cjs');
  fs.writeFileSync(
    script,
    `const { threadId, BroadcastChannel } = require('node:worker_threads');
new BroadcastChannel(${JSON.stringify(name)}).postMessage(threadId);
for (;;) {}
`,
  );
  const started = new Map<number, Worker>();
  const onStart = (message: unknown) => {
    const { worker } = message as { worker: Worker };
    started.set(worker.threadId, worker);
  };
  diagnostics.subscribe('worker_threads', onStart);
  const running: Worker[] = [];
  const announcements = new BroadcastChannel(name);
  announcements.onmessage = (event) => {
    const thread = started.get((event as { data: number }).data);
    if (thread) running.push(thread);
  };
  return {
    run: (signal) => runInWorker<never>(script, {}, { timeoutMs: 600_000, maxMemoryMb: 64 }, { signal }),
    running: (count) =>
      waitFor(() => running.length >= count && running.slice(0, count), {
        timeoutMs: 60_000,
        message: `${count} held thread(s) running`,
      }),
    close() {
      diagnostics.unsubscribe('worker_threads', onStart);
      announcements.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
