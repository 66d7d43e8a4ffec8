// The extraction worker thread's body: reads the file it was given and posts back the report or a typed failure.
// Anything it cannot classify is "unreadable"; library messages travel as `detail` for the service's logs.

import { parentPort, workerData } from 'node:worker_threads';
import type { ReportContentType } from './content-types';
import { ExtractionError } from './errors';
import type { ExtractionLimits } from './limits';
import { readReport } from './read-report';

export interface WorkerInput {
  file: Uint8Array;
  contentType: ReportContentType;
  limits: ExtractionLimits;
}

export type WorkerOutput =
  | { ok: true; report: Awaited<ReturnType<typeof readReport>> }
  | { ok: false; kind: ExtractionError['kind']; detail: string };

async function run(input: WorkerInput): Promise<WorkerOutput> {
  try {
    const file = Buffer.from(input.file.buffer, input.file.byteOffset, input.file.byteLength);
    return { ok: true, report: await readReport(file, input.contentType, input.limits) };
  } catch (error) {
    if (error instanceof ExtractionError) return { ok: false, kind: error.kind, detail: error.detail ?? '' };
    return { ok: false, kind: 'unreadable', detail: error instanceof Error ? error.message : String(error) };
  }
}

if (parentPort) {
  const port = parentPort;
  void run(workerData as WorkerInput).then((output) => port.postMessage(output));
}
