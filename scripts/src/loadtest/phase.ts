// One phase of the load test: `reports` uploads, `concurrency` at a time, each on a fresh unlocked property, timed
// from the presigned-URL request to the moment the report reads analyzed through the API.
import type { SignedInUser } from '../bench/homeward-client';
import { addProperty } from '../bench/homeward-client';
import { settled, unlock, upload } from './buyer-api';
import type { LoadTestOptions } from './options';
import type { Distribution } from './percentiles';
import { startQueueSampler, type QueueSample } from './queue-sampler';
import { fileForUpload, type ReportFile } from './report-files';
import { timedRuns } from './timed-runs';
import type { ReportSize } from './options';

export interface PhaseResult {
  name: string;
  reports: number;
  analyzed: number;
  failed: number;
  errors: string[];
  /** Seconds from upload start to analyzed. */
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
  let failed = 0;
  let answeredLong = 0;
  const sampler = startQueueSampler(input.metricsUrls);
  const runs = await timedRuns(properties.length, options.concurrency, async (i) => {
    const file = fileForUpload(input.files, options.sizes, i);
    let final;
    try {
      const { status, inspection } = await upload(appUrl, user, properties[i]!, file);
      if (status === 202) answeredLong++;
      final = await settled(appUrl, user, inspection.id, options.timeoutS * 1000);
    } catch (error) {
      throw new Error(`${file.fileName}: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (final.status === 'failed') {
      failed++;
      throw new Error(`${file.fileName}: analysis failed: ${final.failure_reason}`);
    }
    return { pages: file.pages };
  });
  return {
    name: input.name,
    reports: properties.length,
    analyzed: runs.succeeded,
    failed,
    errors: runs.errors,
    timeToAnalyzed: runs.durations,
    reportsPerMinute: runs.reportsPerMinute,
    pagesPerMinute: runs.pagesPerMinute,
    answeredLong,
    peakQueue: sampler.stop(),
    wallSeconds: runs.wallSeconds,
  };
}
