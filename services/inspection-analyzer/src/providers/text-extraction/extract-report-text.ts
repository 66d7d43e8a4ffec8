// Reads an uploaded report in a worker thread with a heap cap and a wall clock, so a hostile or broken file
// (a PDF that loops the parser, a zip bomb, random bytes) fails that one report and never the service.

import type { ExtractedReport } from '../../domain/report';
import { runInWorker, WorkerFailure, workerScriptIn } from '../worker-thread';
import { isReportContentType, type ReportContentType } from './content-types';
import { ExtractionError, isExtractionErrorKind, type ExtractionErrorKind } from './errors';
import { resolveLimits, type ExtractionLimits } from './limits';
import type { WorkerInput, WorkerOutput } from './worker';

/** The image build bundles worker.ts beside main.js under this name; from sources the .cjs entry loads tsx. */
export const BUNDLED_WORKER_FILE = 'text-extraction-worker.js';

export function workerScript(): string {
  return workerScriptIn(__dirname, BUNDLED_WORKER_FILE);
}

export async function extractReportText(
  file: Buffer,
  contentType: ReportContentType,
  limits?: Partial<ExtractionLimits>,
  { signal }: { signal?: AbortSignal | undefined } = {},
): Promise<ExtractedReport> {
  if (!isReportContentType(contentType))
    throw new ExtractionError('unreadable', `content type ${contentType}`);
  const resolved = resolveLimits(limits);
  if (file.length === 0) throw new ExtractionError('unreadable', 'empty file');
  const input: WorkerInput = { file: new Uint8Array(file), contentType, limits: resolved };
  let output: WorkerOutput;
  try {
    output = await runInWorker<WorkerOutput>(workerScript(), input, resolved, {
      transferList: [input.file.buffer as ArrayBuffer],
      signal,
    });
  } catch (error) {
    if (error instanceof WorkerFailure) throw new ExtractionError(FAILURE_KINDS[error.kind], error.detail);
    throw error;
  }
  if (output.ok) return output.report;
  throw new ExtractionError(isExtractionErrorKind(output.kind) ? output.kind : 'unreadable', output.detail);
}

const FAILURE_KINDS: Record<WorkerFailure['kind'], ExtractionErrorKind> = {
  timeout: 'timeout',
  out_of_memory: 'too_large',
  crashed: 'unreadable',
};
