import OpenAI from 'openai';
import { delayBeforeRetry, retryAfterMs } from './client';

const policy = { retryBaseDelayMs: 1_000, retryMaxDelayMs: 30_000 };
const rateLimited = (headers: Record<string, string>) =>
  OpenAI.APIError.generate(429, { message: 'slow down' }, undefined, new Headers(headers));

describe('retryAfterMs', () => {
  it('reads retry-after-ms, then retry-after in seconds or as an HTTP date', () => {
    expect(retryAfterMs(new Headers({ 'retry-after-ms': '250' }))).toBe(250);
    expect(retryAfterMs(new Headers({ 'retry-after': '2' }))).toBe(2_000);
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs(new Headers({ 'retry-after': 'Thu, 01 Jan 2026 00:00:05 GMT' }), now)).toBe(5_000);
    expect(retryAfterMs(new Headers({ 'retry-after': 'soon' }))).toBeUndefined();
    expect(retryAfterMs(new Headers())).toBeUndefined();
  });
});

describe('delayBeforeRetry', () => {
  it('doubles from the base delay, with jitter between half and all of it, up to the cap', () => {
    const error = OpenAI.APIError.generate(500, undefined, 'boom', new Headers());
    expect(delayBeforeRetry(error, 0, policy, () => 0)).toBe(500);
    expect(delayBeforeRetry(error, 0, policy, () => 1)).toBe(1_000);
    expect(delayBeforeRetry(error, 3, policy, () => 1)).toBe(8_000);
    expect(delayBeforeRetry(error, 10, policy, () => 1)).toBe(30_000);
  });

  it('waits what the server asks, and gives up when it asks for more than the cap', () => {
    expect(delayBeforeRetry(rateLimited({ 'retry-after': '3' }), 0, policy)).toBe(3_000);
    expect(delayBeforeRetry(rateLimited({ 'retry-after': '120' }), 0, policy)).toBeUndefined();
  });
});
