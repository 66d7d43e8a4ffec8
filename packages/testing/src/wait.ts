import { randomBytes } from 'node:crypto';

export interface WaitOptions {
  timeoutMs?: number;
  intervalMs?: number;
  message?: string;
}

type Probe<T> = () => Promise<T | undefined | null | false> | T | undefined | null | false;

/** Polls `probe` until it yields a truthy value and returns it; for effects that arrive asynchronously (events). */
export async function waitFor<T>(
  probe: Probe<T>,
  { timeoutMs = 20_000, intervalMs = 100, message }: WaitOptions = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await probe();
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  const cause = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
  throw new Error(`${message ?? 'condition'} not met within ${timeoutMs} ms${cause}`);
}

/** Unique per call and per run, for topic and consumer-group names a re-run on the same broker must not share. */
export function uniqueId(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
}
