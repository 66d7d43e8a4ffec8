// The same-run baseline: text extraction alone (the analyzer's own extractor, in this process, as many at once as
// the phase uploads) on the same files. What the pipeline adds on top — upload, queue, engine, storage, events — is
// the difference between the two.
import { extractReportText } from '@homeward/inspection-analyzer/src/providers/text-extraction';
import type { LoadTestOptions } from './options';
import type { Distribution } from './percentiles';
import { fileForUpload, type ReportFile } from './report-files';
import { timedRuns } from './timed-runs';
import type { ReportSize } from './options';

export interface BaselineResult {
  name: string;
  reports: number;
  timeToText: Distribution;
  reportsPerMinute: number;
  pagesPerMinute: number;
  errors: string[];
}

export async function runExtractionBaseline(
  files: Map<ReportSize, ReportFile[]>,
  options: LoadTestOptions,
): Promise<BaselineResult> {
  const runs = await timedRuns(options.reports, options.concurrency, async (i) => {
    const file = fileForUpload(files, options.sizes, i);
    try {
      await extractReportText(file.data, file.contentType as Parameters<typeof extractReportText>[1]);
    } catch (error) {
      throw new Error(`${file.fileName}: ${error instanceof Error ? error.message : String(error)}`);
    }
    return { pages: file.pages };
  });
  return {
    name: 'baseline: text extraction alone',
    reports: options.reports,
    timeToText: runs.durations,
    reportsPerMinute: runs.reportsPerMinute,
    pagesPerMinute: runs.pagesPerMinute,
    errors: runs.errors,
  };
}
