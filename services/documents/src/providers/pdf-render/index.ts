// The PDF render pool: a few threads (one per core by default), each with pdfmake and its fonts loaded once, that
// take renders in turn. A long purchase agreement occupies one thread for its length while the service's event loop
// answers every other call (issue 26 item 3); renders beyond the threads wait in the pool's queue.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';
import type { ObjectionLetter } from '@homeward/document-definitions';
import type { DocumentData, DocumentKind } from '../../domain/document';
import type { RenderTask } from './render';

/** The image build bundles worker.ts beside main.js under this name (documents' `workers` in components.yaml). */
export const BUNDLED_PDF_WORKER_FILE = 'pdf-render-worker.js';

/** The bundled worker beside the compiled code, or from sources the .cjs entry that loads tsx first. */
function workerScript(): string {
  const bundled = path.join(__dirname, BUNDLED_PDF_WORKER_FILE);
  return fs.existsSync(bundled) ? bundled : path.join(__dirname, 'worker-entry.cjs');
}

export interface PdfRenderPool {
  /** A document's PDF; `completedAt` dates a completed one, so each render of it gives the same bytes. */
  renderDocument(
    kind: DocumentKind,
    data: DocumentData,
    options: { preview: boolean; completedAt?: Date },
  ): Promise<Buffer>;
  /** An objection letter's PDF, dated when it was written. */
  renderObjection(letter: ObjectionLetter, writtenAt: Date): Promise<Buffer>;
  /** Ends the threads once the renders in hand are done. */
  close(): Promise<void>;
}

/** `threads`: 0 means one per core the process may use. */
export function startPdfRenderPool(threads = 0): PdfRenderPool {
  const size = threads > 0 ? threads : Math.max(1, os.availableParallelism());
  // Every thread starts at once and loads its handler (pdfmake, the fonts) then, so no request pays for a cold one.
  const pool = new Piscina<RenderTask, Uint8Array>({
    filename: workerScript(),
    minThreads: size,
    maxThreads: size,
    idleTimeout: Infinity,
    // A runaway layout ends its own thread (ERR_WORKER_OUT_OF_MEMORY fails that render), not the service.
    resourceLimits: { maxOldGenerationSizeMb: 512 },
  });
  const run = async (task: RenderTask): Promise<Buffer> => {
    const bytes = await pool.run(task);
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  };
  return {
    renderDocument: (kind, data, { preview, completedAt }) => run({ kind, data, preview, completedAt }),
    renderObjection: (letter, writtenAt) => run({ kind: 'objection', letter, writtenAt }),
    close: () => pool.close(),
  };
}
