// Why an OpenAI call ended without a usable answer. The analysis worker treats every one as transient (the job is
// retried later with its own backoff); the kind is for logs and metrics. Messages never carry report text.

export type OpenAiFailureKind =
  /** 429 after our retries, or a Retry-After longer than we are willing to wait. */
  | 'rate_limited'
  /** 5xx, timeouts or connection failures after our retries. */
  | 'unavailable'
  /** A 4xx other than 408/429: bad key, unknown model, context too long. Retrying the same call cannot help. */
  | 'refused'
  /** Answers that were not JSON or broke the schema, twice (the first with a corrective retry). */
  | 'invalid_answer';

export class OpenAiEngineError extends Error {
  constructor(
    readonly kind: OpenAiFailureKind,
    message: string,
  ) {
    super(message);
    this.name = 'OpenAiEngineError';
  }
}
