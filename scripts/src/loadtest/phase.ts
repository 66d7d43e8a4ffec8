// One phase of the load test: `reports` uploads, `concurrency` at a time, each on a fresh unlocked property, timed
// from the presigned-URL request to the moment the report reads analysed through the API.
import type { SignedInUser } from '../bench/homeward-client';
import { addProperty } from '../bench/homeward-client';
import { settled, unlock, upload } from './buyer-api';
import type { LoadTestOptions } from './options';
import { distribution, type Distribution } from './percentiles';
import { startQueueSampler, type QueueSample } from './queue-sampler';
import { fileForUpload, type ReportFile } from './report-files';
import type { ReportSize } from './options';

export interface PhaseResult {
  name: string;
  reports: number;
  analysed: number;
  failed: number;
  errors: string[];
  /** Seconds from upload start to analysed. */
  timeToAnalyzed: Distribution;
  reportsPerMinute: number;
  pagesPerMinute: number;
  /** How many uploads the analyzer said would take long (answered 202). */
  answeredLong: number;
  peakQueue: QueueSample & { failedSamples: number };
  wallSeconds: number;
}

interface PhaseInput {
  name: string;
  appUrl: string;
  user: SignedInUser;
  files: Map<ReportSize, ReportFile[]>;
  options: LoadTestOptions;
  metricsUrls: string[];
}

/** Unlocked properties are made before the clock starts: the phase measures the analyzer, not the payment path. */
async function unlockedProperties(input: PhaseInput): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < input.options.reports; i++) {
    const id = await addProperty(input.appUrl, input.user, `${100 + i} Load Test Ln, Austin, TX 78701`);
    await unlock(input.appUrl, input.user, id);
    ids.push(id);
  }
  return ids;
}

export async function runPhase(input: PhaseInput): Promise<PhaseResult> {
  const { appUrl, user, options } = input;
  const properties = await unlockedProperties(input);
  const durations: number[] = [];
  const errors: string[] = [];
  let pages = 0;
  let failed = 0;
  let answeredLong = 0;
  let next = 0;
  const sampler = startQueueSampler(input.metricsUrls);
  const started = performance.now();
  const worker = async () => {
    for (let i = next++; i < properties.length; i = next++) {
      const file = fileForUpload(input.files, options.sizes, i);
      const begun = performance.now();
      try {
        const { status, inspection } = await upload(appUrl, user, properties[i]!, file);
        if (status === 202) answeredLong++;
        const final = await settled(appUrl, user, inspection.id, options.timeoutS * 1000);
        if (final.status === 'failed') {
          failed++;
          errors.push(`${file.fileName}: analysis failed: ${final.failure_reason}`);
          continue;
        }
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
    name: input.name,
    reports: properties.length,
    analysed: durations.length,
    failed,
    errors,
    timeToAnalyzed: distribution(durations),
    reportsPerMinute: (durations.length / wallSeconds) * 60,
    pagesPerMinute: (pages / wallSeconds) * 60,
    answeredLong,
    peakQueue: sampler.stop(),
    wallSeconds,
  };
}
