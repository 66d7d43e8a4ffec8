// Whether an upload's analysis is expected to take long: the buyer is then told so (PUT answers 202) and hears by
// e-mail and in-app notice when it is done, instead of watching a loader.

export interface LongAnalysisInputs {
  sizeBytes: number;
  /** Reports queued or being analyzed before this one, across every buyer. */
  queueDepth: number;
  /** Mean duration of recent analyses; the configured default while there are none. */
  averageAnalysisSeconds: number;
  /** Reports analyzed side by side (workers over all replicas this one knows of). */
  workers: number;
}

export interface LongAnalysisPolicy {
  secondsPerMegabyte: number;
  thresholdSeconds: number;
}

const MEGABYTE = 1024 * 1024;

/** Seconds until this report is analyzed: its own share by size, plus waiting for the queue ahead of it. */
export function estimateAnalysisSeconds(inputs: LongAnalysisInputs, policy: LongAnalysisPolicy): number {
  const own = (inputs.sizeBytes / MEGABYTE) * policy.secondsPerMegabyte;
  const waiting =
    (Math.max(0, inputs.queueDepth) * inputs.averageAnalysisSeconds) / Math.max(1, inputs.workers);
  return own + waiting;
}

export function isLongAnalysis(inputs: LongAnalysisInputs, policy: LongAnalysisPolicy): boolean {
  return estimateAnalysisSeconds(inputs, policy) > policy.thresholdSeconds;
}
