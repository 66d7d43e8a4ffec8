// Real worker threads that never answer, for the tests of what a stopping analyzer leaves running: an extraction or
// an engine call held in a thread until its caller abandons it. Each names itself once running, so a test knows which
// of the threads the process starts is its own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BroadcastChannel, type Worker } from 'node:worker_threads';
import { waitFor } from '@homeward/testing';
import { watchThreads } from '../../src/providers/test-support/threads';
import { runInWorker } from '../../src/providers/worker-thread';

export { exited } from '../../src/providers/test-support/threads';

export interface HeldThreads {
  /** Runs a thread that never answers: only `signal` ends it (its wall clock is ten minutes). */
  run(signal?: AbortSignal): Promise<never>;
  /** The first `count` threads run() started, once each is running. */
  running(count: number): Promise<Worker[]>;
  close(): void;
}

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
  const threads = watchThreads();
  const running: Worker[] = [];
  const announcements = new BroadcastChannel(name);
  announcements.onmessage = (event) => {
    const threadId = (event as { data: number }).data;
    const thread = threads.started.find((started) => started.threadId === threadId);
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
      threads.stop();
      announcements.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
