// The same-run baseline: text extraction alone (the analyzer's own extractor, in this process, as many at once as
// the phase uploads) on the same files. What the pipeline adds on top — upload, queue, engine, storage, events — is
// the difference between the two.
import { extractReportText } from '@homeward/inspection-analyzer/src/providers/text-extraction';
import type { LoadTestOptions } from './options';
import { distribution, type Distribution } from './percentiles';
import { fileForUpload, type ReportFile } from './report-files';
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
  const durations: number[] = [];
  const errors: string[] = [];
  let pages = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    for (let i = next++; i < options.reports; i = next++) {
      const file = fileForUpload(files, options.sizes, i);
      const begun = performance.now();
      try {
        await extractReportText(file.data, file.contentType as Parameters<typeof extractReportText>[1]);
        durations.push((performance.now() - begun) / 1000);
        pages += file.pages;
      } catch (error) {
        errors.push(`${file.fileName}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const wallSeconds = (performance.now() - started) / 1000;
  return {
    name: 'baseline: text extraction alone',
    reports: options.reports,
    timeToText: distribution(durations),
    reportsPerMinute: (durations.length / wallSeconds) * 60,
    pagesPerMinute: (pages / wallSeconds) * 60,
    errors,
  };
}
