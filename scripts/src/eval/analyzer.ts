// `npm run eval:analyzer`: the offline engine's quality on the labelled fixture reports. Each fixture is written as
// the real file its format names (PDF, DOCX, DOC), read back by the analyzer's own text extraction, analysed, and
// scored against its labels. Exits 1 when an aim is missed, so CI and jest can rely on it.
//
//   npm run eval:analyzer                 every fixture, extracted from its written file
//   npm run eval:analyzer -- --pages      skip writing/extraction: analyse the fixtures' pages directly
//   npm run eval:analyzer -- --only trec  fixtures whose name contains "trec"
//   npm run eval:analyzer -- --verbose    also list findings no label asked for

import { fileFor, fixtureReports, type FixtureReport } from '@homeward/inspection-reports';
import { createOfflineEngine } from '@homeward/inspection-analyzer/src/domain/analysis';
import type { ExtractedReport } from '@homeward/inspection-analyzer/src/domain/report';
import {
  extractReportText,
  type ReportContentType,
} from '@homeward/inspection-analyzer/src/providers/text-extraction';
import { formatResult } from './print';
import { evaluate, pagesOf } from './run';

type Extract = (fixture: FixtureReport) => Promise<{ report: ExtractedReport; source: string }>;

/** The analyzer's own extraction of the written file (worker thread, limits and all), or the fixture's pages. */
function extractor(usePages: boolean): Extract {
  if (usePages) return async (f) => ({ report: pagesOf(f), source: 'fixture pages' });
  return async (f) => {
    const file = await fileFor(f);
    const report = await extractReportText(file.data, file.contentType as ReportContentType);
    return { report, source: `${f.format} file via the analyzer's extraction` };
  };
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
  const fixtures = fixtureReports.filter((f) => !only || f.name.includes(only));
  if (!fixtures.length) {
    console.error(`no fixture matches ${only}`);
    return 2;
  }
  const result = await evaluate(fixtures, createOfflineEngine(), extractor(args.includes('--pages')));
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
