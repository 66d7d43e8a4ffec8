// The spec's report loader: these messages, in this order, each shown for 2.5 to 4.5 seconds.
export const LOADER_MESSAGES = [
  'Preparing your report...',
  'Analyzing the property data...',
  'Finalizing the report...',
  'Almost there...',
  'Report is almost ready!',
] as const;

export const MIN_ROTATION_MS = 2500;
export const MAX_ROTATION_MS = 4500;

/** How long the next message stays; `random` is a number in [0, 1), as Math.random gives. */
export function nextRotationDelay(random: number = Math.random()): number {
  return Math.round(MIN_ROTATION_MS + random * (MAX_ROTATION_MS - MIN_ROTATION_MS));
}
