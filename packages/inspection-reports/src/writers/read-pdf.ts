import { execFile } from 'node:child_process';
import { join } from 'node:path';

/** The text of each page of a PDF as PDF.js (through unpdf) reads it, run in a child node process; rejects when
 * PDF.js cannot parse the file. The analyzer extracts PDF text with the same library. */
export function readPdfPages(pdf: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [join(__dirname, 'read-pdf-child.mjs')],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout) => {
        if (error) return reject(error);
        const result = JSON.parse(stdout) as { pages?: string[]; error?: string };
        if (result.error !== undefined) return reject(new Error(result.error));
        resolve(result.pages ?? []);
      },
    );
    child.stdin!.end(pdf);
  });
}
