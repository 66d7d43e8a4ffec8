// `npm run eval:analyzer`: the offline engine's quality on the labelled fixture reports. Each fixture is written as
// the real file its format names (PDF, DOCX, DOC), read back by the analyzer's own text extraction, analyzed, and
// scored against its labels. Exits 1 when an aim is missed, so CI and jest can rely on it.
//
//   npm run eval:analyzer                 every fixture, extracted from its written file
//   npm run eval:analyzer -- --pages      skip writing/extraction: analyze the fixtures' pages directly
//   npm run eval:analyzer -- --scanned    write every fixture as a scanned (image-only) PDF and go through OCR
//   npm run eval:analyzer -- --only trec  fixtures whose name contains "trec"
//   npm run eval:analyzer -- --verbose    also list findings no label asked for
//   npm run eval:analyzer -- --devset DIR the real reports of issue 23's dev set (materialize.sh's output folder),
//                                         each written as PDF and DOCX; --format pdf|docx for one of them

import { fileFor, fixtureReports, toScannedPdf, type FixtureReport } from '@homeward/inspection-reports';
import { createOfflineEngine } from '@homeward/inspection-analyzer/src/domain/analysis';
import {
  ExtractionError,
  extractReportText,
  type ReportContentType,
} from '@homeward/inspection-analyzer/src/providers/text-extraction';
import { formatDevsetResult } from './devset/print';
import { evaluateDevset, type FileFormat } from './devset/run';
import { formatResult } from './print';
import { evaluate, pagesOf, type Extracted } from './run';

type Extract = (fixture: FixtureReport) => Promise<Extracted>;

/** OCR of a page takes a few seconds; a long scanned report needs more than the service's default budget. */
const SCANNED_TIMEOUT_MS = 15 * 60_000;

/** The analyzer's own extraction of the written file (worker thread, limits and all), or the fixture's pages. */
function extractor(mode: 'pages' | 'files' | 'scanned'): Extract {
  if (mode === 'pages') return async (f) => ({ report: pagesOf(f), source: 'fixture pages' });
  if (mode === 'scanned') {
    return async (f) => {
      try {
        const report = await extractReportText(await toScannedPdf(f), 'application/pdf', {
          timeoutMs: SCANNED_TIMEOUT_MS,
        });
        return {
          report,
          source: `scanned pdf via the analyzer's ${report.source === 'ocr' ? 'OCR' : 'extraction'}`,
        };
      } catch (err) {
        // The service refuses scans over its OCR page limit with a message to the buyer; so does the eval.
        if (err instanceof ExtractionError && err.kind === 'too_large')
          return { skipped: `refused: ${err.message}` };
        throw err;
      }
    };
  }
  return async (f) => {
    const file = await fileFor(f);
    const report = await extractReportText(file.data, file.contentType as ReportContentType);
    return { report, source: `${f.format} file via the analyzer's extraction` };
  };
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
  if (args.includes('--devset')) {
    const dir = args[args.indexOf('--devset') + 1];
    const format = args.includes('--format') ? args[args.indexOf('--format') + 1] : undefined;
    if (!dir || (format && format !== 'pdf' && format !== 'docx')) {
      console.error(
        'usage: npm run eval:analyzer -- --devset DIR [--format pdf|docx] [--only NAME] [--verbose]',
      );
      return 2;
    }
    const formats: FileFormat[] = format ? [format as FileFormat] : ['pdf', 'docx'];
    const result = await evaluateDevset(dir, createOfflineEngine(), formats, only);
    console.log(formatDevsetResult(result, args.includes('--verbose')));
    return result.failures.length ? 1 : 0;
  }
  const fixtures = fixtureReports.filter((f) => !only || f.name.includes(only));
  if (!fixtures.length) {
    console.error(`no fixture matches ${only}`);
    return 2;
  }
  const result = await evaluate(
    fixtures,
    createOfflineEngine(),
    extractor(args.includes('--pages') ? 'pages' : args.includes('--scanned') ? 'scanned' : 'files'),
  );
  console.log(formatResult(result, args.includes('--verbose')));
  return result.failures.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(2);
  },
);
