// One task in a fresh worker thread with a wall clock and a heap cap, for the work that reads what a buyer uploaded
// (text extraction, the analysis engine): a hostile file may loop a parser or a regex, or grow the heap without
// end, and then only that report fails while the service's event loop keeps answering.

import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

export interface WorkerLimits {
  /** Wall clock for the task; the thread is terminated when it runs out. */
  timeoutMs: number;
  /** V8 heap of the thread (old generation); exceeding it kills the thread, not the service. */
  maxMemoryMb: number;
}

export type WorkerFailureKind = 'timeout' | 'out_of_memory' | 'crashed';

/** The thread ran out of time or memory, or died before answering; `detail` is for logs only. */
export class WorkerFailure extends Error {
  override readonly name = 'WorkerFailure';

  constructor(
    readonly kind: WorkerFailureKind,
    readonly detail: string,
  ) {
    super(`worker thread ${kind}: ${detail}`);
  }
}

const STDERR_TAIL_CHARS = 2000;

/**
 * The script a worker runs: the bundled `<bundledFile>` beside the compiled code (the image build puts it there), or
 * from sources the directory's `worker-entry.cjs`, which registers tsx first (a worker is outside jest's transform).
 */
export function workerScriptIn(dir: string, bundledFile: string): string {
  const bundled = path.join(dir, bundledFile);
  return fs.existsSync(bundled) ? bundled : path.join(dir, 'worker-entry.cjs');
}

export interface RunOptions {
  /** Buffers of `input` moved to the thread instead of copied. */
  transferList?: ArrayBuffer[];
  /** Abandons the task: the thread is terminated and the run rejects with the signal's reason once it has exited. */
  signal?: AbortSignal | undefined;
}

/**
 * Starts `script` with `input` as its workerData and settles with the first message it posts. Whatever ends the task
 * (its answer, a failure, the wall clock, `signal`), the run settles only once the thread has exited: a caller that
 * has its answer holds no thread any more, and a stopping service knows its threads are gone when its runs are.
 */
export function runInWorker<Output>(
  script: string,
  input: unknown,
  limits: WorkerLimits,
  { transferList = [], signal }: RunOptions = {},
): Promise<Output> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const worker = new Worker(script, {
      workerData: input,
      transferList,
      resourceLimits: {
        maxOldGenerationSizeMb: limits.maxMemoryMb,
        maxYoungGenerationSizeMb: Math.min(64, Math.max(8, Math.floor(limits.maxMemoryMb / 8))),
        stackSizeMb: 4,
      },
      // The worker's console would interleave with the service's structured logs; PDF.js warns freely.
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', abandon);
      // Terminating also stops threads the worker started itself (tesseract's); it resolves once the thread is gone.
      worker.terminate().then(outcome, outcome);
    };
    const abandon = () => settle(() => reject(signal!.reason));
    signal?.addEventListener('abort', abandon, { once: true });
    const timer = setTimeout(
      () => settle(() => reject(new WorkerFailure('timeout', `no result after ${limits.timeoutMs} ms`))),
      limits.timeoutMs,
    );
    // The last words a crashing task wrote go into the failure's detail, for the service's logs.
    let stderrTail = '';
    worker.stdout.resume();
    worker.stderr.on('data', (chunk: Buffer) => {
      stderrTail = (stderrTail + chunk.toString('utf8')).slice(-STDERR_TAIL_CHARS);
    });
    worker.on('message', (output: Output) => settle(() => resolve(output)));
    worker.on('error', (error: Error & { code?: string }) => {
      const kind = error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'out_of_memory' : 'crashed';
      settle(() => reject(new WorkerFailure(kind, error.message)));
    });
    worker.on('exit', (code) => {
      const detail = `worker exited with code ${code}${stderrTail ? `: ${stderrTail.trim()}` : ''}`;
      settle(() => reject(new WorkerFailure('crashed', detail)));
    });
  });
}
