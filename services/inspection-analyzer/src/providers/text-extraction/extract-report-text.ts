// Reads an uploaded report in a worker thread with a heap cap and a wall clock, so a hostile or broken file
// (a PDF that loops the parser, a zip bomb, random bytes) fails that one report and never the service.

import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ExtractedReport } from '../../domain/report';
import { isReportContentType, type ReportContentType } from './content-types';
import { ExtractionError, isExtractionErrorKind } from './errors';
import { resolveLimits, type ExtractionLimits } from './limits';
import type { WorkerInput, WorkerOutput } from './worker';

/** The image build bundles worker.ts beside main.js under this name; from sources the .cjs entry loads tsx. */
export const BUNDLED_WORKER_FILE = 'text-extraction-worker.js';
const STDERR_TAIL_CHARS = 2000;

export function workerScript(): string {
  const bundled = path.join(__dirname, BUNDLED_WORKER_FILE);
  return fs.existsSync(bundled) ? bundled : path.join(__dirname, 'worker-entry.cjs');
}

export async function extractReportText(
  file: Buffer,
  contentType: ReportContentType,
  limits?: Partial<ExtractionLimits>,
): Promise<ExtractedReport> {
  if (!isReportContentType(contentType))
    throw new ExtractionError('unreadable', `content type ${contentType}`);
  const resolved = resolveLimits(limits);
  if (file.length === 0) throw new ExtractionError('unreadable', 'empty file');
  const input: WorkerInput = { file: new Uint8Array(file), contentType, limits: resolved };
  return runInWorker(input, resolved);
}

function runInWorker(input: WorkerInput, limits: ExtractionLimits): Promise<ExtractedReport> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerScript(), {
      workerData: input,
      transferList: [input.file.buffer as ArrayBuffer],
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
      outcome();
      // Terminating also stops tesseract's own worker threads, which the extraction worker owns.
      void worker.terminate();
    };
    const timer = setTimeout(
      () => settle(() => reject(new ExtractionError('timeout', `no result after ${limits.timeoutMs} ms`))),
      limits.timeoutMs,
    );
    // The last words a crashing parser wrote go into the error's detail, for the service's logs.
    let stderrTail = '';
    worker.stdout.resume();
    worker.stderr.on('data', (chunk: Buffer) => {
      stderrTail = (stderrTail + chunk.toString('utf8')).slice(-STDERR_TAIL_CHARS);
    });
    worker.on('message', (output: WorkerOutput) => {
      if (output.ok) settle(() => resolve(output.report));
      else {
        const kind = isExtractionErrorKind(output.kind) ? output.kind : 'unreadable';
        settle(() => reject(new ExtractionError(kind, output.detail)));
      }
    });
    worker.on('error', (error: Error & { code?: string }) => {
      const kind = error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too_large' : 'unreadable';
      settle(() => reject(new ExtractionError(kind, error.message)));
    });
    worker.on('exit', (code) => {
      const detail = `extraction worker exited with code ${code}${stderrTail ? `: ${stderrTail.trim()}` : ''}`;
      settle(() => reject(new ExtractionError('unreadable', detail)));
    });
  });
}
