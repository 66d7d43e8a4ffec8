// Identity's published keys, cached per process. Unlike jose's createRemoteJWKSet, a failed refetch never throws the
// known keys away: an identity outage must not turn every valid token into "unauthenticated" (and sign users out).
import { createLocalJWKSet, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';
import { VerifierUnavailableError } from './verifier-errors';

export interface JwksCacheOptions {
  /** Refetch in the background when the keys are older than this (picks up rotations and removals). */
  refreshAfterMs?: number;
  /** At most one refetch per this many ms for an unknown key id (a forged kid cannot hammer identity). */
  cooldownMs?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

export class JwksCache {
  private keys: { set: JWTVerifyGetKey; kids: Set<string>; fetchedAt: number } | undefined;
  private loading: Promise<void> | undefined;
  private lastAttemptAt = Number.NEGATIVE_INFINITY;
  private readonly refreshAfterMs: number;
  private readonly cooldownMs: number;
  private readonly timeoutMs: number;
  private readonly fetchFn: typeof fetch;
  private readonly now: () => number;

  constructor(
    private readonly url: string,
    options: JwksCacheOptions = {},
  ) {
    this.refreshAfterMs = options.refreshAfterMs ?? 5 * 60_000;
    this.cooldownMs = options.cooldownMs ?? 5_000;
    this.timeoutMs = options.timeoutMs ?? 3_000;
    this.fetchFn = options.fetch ?? fetch;
    this.now = options.now ?? Date.now;
  }

  /** jose's key lookup: known kid from the cache; an unknown one after one refetch; UNAVAILABLE if that fails. */
  readonly getKey: JWTVerifyGetKey = async (header, token) => {
    const kid = header.kid ?? '';
    if (!this.keys || (!this.keys.kids.has(kid) && this.now() - this.lastAttemptAt >= this.cooldownMs)) {
      try {
        await this.load();
      } catch (error) {
        throw new VerifierUnavailableError('identity keys are unavailable', { cause: error });
      }
    } else if (this.now() - this.keys.fetchedAt >= this.refreshAfterMs) {
      // Stale but usable: refresh without making this request wait (or fail, if identity is down).
      this.load().catch(() => undefined);
    }
    return this.keys!.set(header, token);
  };

  private load(): Promise<void> {
    this.loading ??= this.fetchKeys().finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  private async fetchKeys(): Promise<void> {
    this.lastAttemptAt = this.now();
    const response = await this.fetchFn(this.url, { signal: AbortSignal.timeout(this.timeoutMs) });
    if (!response.ok) throw new Error(`JWKS answered ${response.status}`);
    const body = (await response.json()) as JSONWebKeySet;
    if (!body || !Array.isArray(body.keys)) throw new Error('JWKS without keys');
    this.keys = {
      set: createLocalJWKSet(body),
      kids: new Set(body.keys.map((key) => String(key.kid ?? ''))),
      fetchedAt: this.now(),
    };
  }
}
