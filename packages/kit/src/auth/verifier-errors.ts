/**
 * The verifier could not decide (identity's JWKS or its session list is unreachable and nothing usable is cached).
 * The token is not known to be bad, so callers answer UNAVAILABLE (the BFF 503) and never end the session over it.
 */
export class VerifierUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'VerifierUnavailableError';
  }
}
