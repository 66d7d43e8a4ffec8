// What the worker thread runs: one file in, an ExtractedReport out. Kept free of worker plumbing so the same code
// can be called directly where isolation is not wanted (the load test's extraction-only baseline).

import type { ExtractedReport } from '../../domain/report';
import { DOCX_CONTENT_TYPE, type ReportContentType } from './content-types';
import { ExtractionError } from './errors';
import type { ExtractionLimits } from './limits';
import { startOcr, type PageOcr } from './ocr';
import { readPdf, type PageImage } from './pdf-text';
import { readDoc, readDocx } from './word-text';

/** A report with fewer visible characters than this in total has no usable text. */
const MIN_TEXT_CHARS = 40;

export async function readReport(
  file: Buffer,
  contentType: ReportContentType,
  limits: ExtractionLimits,
): Promise<ExtractedReport> {
  const report = await readByType(file, contentType, limits);
  const chars = report.pages.reduce((n, p) => n + p.lines.join('').replace(/\s/g, '').length, 0);
  if (chars < MIN_TEXT_CHARS) throw new ExtractionError('no_text', `${chars} visible characters`);
  return report;
}

async function readByType(
  file: Buffer,
  contentType: ReportContentType,
  limits: ExtractionLimits,
): Promise<ExtractedReport> {
  if (contentType === 'application/pdf') return readPdfReport(file, limits);
  if (contentType === DOCX_CONTENT_TYPE) return { pages: await readDocx(file, limits), source: 'docx' };
  return { pages: await readDoc(file, limits), source: 'doc' };
}

async function readPdfReport(file: Buffer, limits: ExtractionLimits): Promise<ExtractedReport> {
  // PDF.js accepts a header anywhere in the first KB (some producers prepend junk); anything else is not a PDF.
  if (!file.subarray(0, 1024).includes('%PDF-')) throw new ExtractionError('unreadable', 'no %PDF- header');
  let ocr: PageOcr | undefined;
  let scans = 0;
  const readScan = async (image: PageImage) => {
    scans++;
    if (scans > limits.maxOcrPages) {
      throw new ExtractionError('too_large', `more than maxOcrPages ${limits.maxOcrPages} scanned pages`);
    }
    // Tesseract starts (about a second) only for a report that has a scanned page.
    ocr ??= await startOcr();
    return ocr.recognize(image);
  };
  try {
    const { pages, scannedPages } = await readPdf(file, limits, readScan);
    return { pages, source: scannedPages > 0 ? 'ocr' : 'pdf' };
  } finally {
    await ocr?.close();
  }
}
