// End to end through the worker thread (started from worker-entry.cjs, outside jest's transform), on files the
// fixtures package writes as real PDF/DOCX/DOC, scans and hostile uploads.

import fs from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import {
  CONTENT_TYPES,
  hostileFiles,
  internachiApartmentsLong,
  toDoc,
  toDocx,
  toPdf,
  toScannedPdf,
  trecAustinRanch,
  writeCompoundFile,
  type FixtureReport,
} from '@homeward/inspection-reports';
import type { ExtractedReport } from '../../domain/report';
import { BUYER_MESSAGES, ExtractionError, extractReportText, type ExtractionErrorKind } from './index';
import { assertLocal, ocrPaths } from './ocr';
import { workerScript } from './extract-report-text';
import { exited, watchThreads } from '../test-support/threads';

jest.setTimeout(120_000);

const nonEmpty = (lines: string[]) => lines.map((l) => l.trimEnd()).filter(Boolean);
const allLines = (report: ExtractedReport) => nonEmpty(report.pages.flatMap((p) => p.lines));

async function failureOf(promise: Promise<unknown>): Promise<ExtractionError> {
  const outcome = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!(outcome instanceof ExtractionError))
    throw new Error(`expected an ExtractionError, got ${String(outcome)}`);
  return outcome;
}

function encryptedPdf(): Promise<Buffer> {
  const doc = new PDFDocument({ userPassword: 'inspector', ownerPassword: 'owner', pdfVersion: '1.7' });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.text('Roof covering: hail damage at the rear slope.');
    doc.end();
  });
}

describe('extractReportText', () => {
  it('runs the worker from an entry that needs no jest transform', () => {
    expect(path.basename(workerScript())).toBe('worker-entry.cjs');
    expect(fs.existsSync(workerScript())).toBe(true);
  });

  it("rejects an abandoned extraction with the signal's reason, its thread ended by then", async () => {
    const file = await toPdf(trecAustinRanch);
    const controller = new AbortController();
    const reason = new Error('the service is stopping');
    const threads = watchThreads();
    const extraction = extractReportText(file, 'application/pdf', {}, { signal: controller.signal });
    controller.abort(reason);
    const outcome = await extraction.then(
      () => 'extracted',
      (error: unknown) => ({ error, exitedByThen: threads.started.map(exited) }),
    );
    threads.stop();
    expect(outcome).toEqual({ error: reason, exitedByThen: [true] });
  });

  it('starts no thread for an extraction abandoned before it begins', async () => {
    const file = await toPdf(trecAustinRanch);
    const reason = new Error('already stopped');
    const threads = watchThreads();
    await expect(
      extractReportText(file, 'application/pdf', {}, { signal: AbortSignal.abort(reason) }),
    ).rejects.toBe(reason);
    threads.stop();
    expect(threads.started).toEqual([]);
  });

  it('reads a TREC PDF line for line: checkbox grid, item headings and finding text in reading order', async () => {
    const report = await extractReportText(await toPdf(trecAustinRanch), 'application/pdf');
    expect(report.source).toBe('pdf');
    expect(report.pages.map((p) => p.number)).toEqual(trecAustinRanch.pages.map((_, i) => i + 1));
    report.pages.forEach((page, i) =>
      expect(nonEmpty(page.lines)).toEqual(nonEmpty(trecAustinRanch.pages[i]!)),
    );
    const lines = allLines(report);
    expect(lines).toContain('[X] [ ] [ ] [X]  A. Service Entrance and Panels');
    expect(lines).toContain('     1: Federal Pacific Electric Stab-Lok Panel');
  });

  it('round-trips a DOCX page for page, its page breaks kept', async () => {
    const docx = await extractReportText(await toDocx(trecAustinRanch), CONTENT_TYPES.docx);
    expect(docx.source).toBe('docx');
    expect(docx.pages.map((p) => p.number)).toEqual(trecAustinRanch.pages.map((_, i) => i + 1));
    docx.pages.forEach((page, i) =>
      expect(nonEmpty(page.lines)).toEqual(nonEmpty(trecAustinRanch.pages[i]!)),
    );
  });

  it('round-trips a Word 97 .doc line for line, in pages of at most 50 lines', async () => {
    const doc = await extractReportText(toDoc(trecAustinRanch), CONTENT_TYPES.doc);
    expect(doc.source).toBe('doc');
    expect(allLines(doc)).toEqual(nonEmpty(trecAustinRanch.pages.flat()));
    expect(doc.pages.every((p) => p.lines.length <= 50)).toBe(true);
    expect(doc.pages.map((p) => p.number)).toEqual(doc.pages.map((_, i) => i + 1));
  });

  it('OCRs a scanned PDF with the English model installed from npm', async () => {
    const page = trecAustinRanch.pages[5]!;
    const scan: FixtureReport = { ...trecAustinRanch, pages: [page] };
    const report = await extractReportText(await toScannedPdf(scan), 'application/pdf');
    expect(report.source).toBe('ocr');
    const text = report.pages[0]!.lines.join('\n');
    for (const words of ['Service Entrance and Panels', 'Federal Pacific Electric', 'Safety Hazard']) {
      expect(text).toContain(words);
    }
    // Words are laid out like a text layer: the item's comments stay indented under its heading.
    expect(report.pages[0]!.lines).toContainEqual(expect.stringMatching(/^ {3,}Comments/));
  });

  it('points tesseract at local files only: model, worker script and core from node_modules', () => {
    const paths = ocrPaths();
    expect(() => assertLocal(paths)).not.toThrow();
    for (const p of Object.values(paths)) {
      expect(p).not.toMatch(/^[a-z]+:\/\//i);
      expect(p.startsWith(path.resolve(__dirname, '../../../../..', 'node_modules'))).toBe(true);
    }
  });

  it('extracts a 63-page report well inside the default timeout', async () => {
    const started = Date.now();
    const report = await extractReportText(await toPdf(internachiApartmentsLong), 'application/pdf', {
      timeoutMs: 30_000,
    });
    expect(report.pages).toHaveLength(internachiApartmentsLong.pages.length);
    expect(allLines(report)).toEqual(nonEmpty(internachiApartmentsLong.pages.flat()));
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  describe('hostile and broken files fail that report with a typed error, never the process', () => {
    const expectedKind: Record<string, ExtractionErrorKind> = {
      'truncated-pdf': 'unreadable',
      'png-named-pdf': 'unreadable',
      'zip-bomb-docx': 'too_large',
      'random-bytes-doc': 'unreadable',
      'ole-signature-garbage-doc': 'unreadable',
    };

    it('classifies every hostile file of the fixtures package within the timeout', async () => {
      const files = await hostileFiles();
      expect(files.map((f) => f.name).sort()).toEqual(Object.keys(expectedKind).sort());
      for (const file of files) {
        const started = Date.now();
        const error = await failureOf(
          extractReportText(file.data, file.contentType as never, { timeoutMs: 20_000 }),
        );
        expect({ file: file.name, kind: error.kind }).toEqual({
          file: file.name,
          kind: expectedKind[file.name],
        });
        expect(error.message).toBe(BUYER_MESSAGES[error.kind]);
        expect(Date.now() - started).toBeLessThan(20_000);
      }
      // Still here, and still able to extract.
      expect(process.exitCode ?? 0).toBe(0);
      await expect(extractReportText(toDoc(trecAustinRanch), CONTENT_TYPES.doc)).resolves.toHaveProperty(
        'source',
        'doc',
      );
    });

    it('calls a password-protected PDF encrypted', async () => {
      const error = await failureOf(extractReportText(await encryptedPdf(), 'application/pdf'));
      expect(error.kind).toBe('encrypted');
      expect(error.message).toMatch(/password-protected/);
    });

    it('calls a password-protected Word file encrypted, whichever Word type it was sent as', async () => {
      const encrypted = writeCompoundFile([
        { name: 'EncryptionInfo', data: Buffer.alloc(256, 1) },
        { name: 'EncryptedPackage', data: Buffer.alloc(8192, 7) },
      ]);
      for (const type of [CONTENT_TYPES.doc, CONTENT_TYPES.docx]) {
        expect((await failureOf(extractReportText(encrypted, type))).kind).toBe('encrypted');
      }
    });

    it('refuses a PDF of blank pages as having no text', async () => {
      const blank: FixtureReport = { ...trecAustinRanch, pages: [[''], ['']] };
      const error = await failureOf(extractReportText(await toPdf(blank), 'application/pdf'));
      expect(error.kind).toBe('no_text');
      expect(error.message).toBe(
        'This PDF has no text layer (it looks like a scan). Please upload the text PDF your inspector sent, or a DOCX.',
      );
    });

    it('terminates a worker that runs past its wall clock', async () => {
      const started = Date.now();
      const error = await failureOf(
        extractReportText(await toPdf(internachiApartmentsLong), 'application/pdf', { timeoutMs: 50 }),
      );
      expect(error.kind).toBe('timeout');
      expect(Date.now() - started).toBeLessThan(5_000);
    });

    it('stops a worker that needs more memory than allowed and calls the file too large', async () => {
      const error = await failureOf(
        extractReportText(await toDocx(internachiApartmentsLong), CONTENT_TYPES.docx, { maxMemoryMb: 4 }),
      );
      expect(error.kind).toBe('too_large');
    });

    it('refuses a report with more pages than maxPages, and scanned reports with more pages than maxOcrPages', async () => {
      const pdf = await toPdf(trecAustinRanch);
      expect((await failureOf(extractReportText(pdf, 'application/pdf', { maxPages: 3 }))).kind).toBe(
        'too_large',
      );
      const scans: FixtureReport = { ...trecAustinRanch, pages: trecAustinRanch.pages.slice(0, 2) };
      const scanned = await toScannedPdf(scans);
      const error = await failureOf(extractReportText(scanned, 'application/pdf', { maxOcrPages: 1 }));
      expect(error.kind).toBe('too_large');
    });

    it('refuses an empty file and an unknown content type without starting a worker', async () => {
      expect((await failureOf(extractReportText(Buffer.alloc(0), 'application/pdf'))).kind).toBe(
        'unreadable',
      );
      const wrongType = extractReportText(Buffer.from('%PDF-1.7'), 'image/png' as never);
      expect((await failureOf(wrongType)).kind).toBe('unreadable');
    });
  });
});
