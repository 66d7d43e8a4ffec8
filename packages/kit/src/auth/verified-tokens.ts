// Verified access tokens, remembered so a signature is checked once per token rather than once per request: an
// ES256 verification costs far more CPU than the rest of a list call. What is remembered is only what the signature
// vouched for (the claims); whatever can change while a token is valid (the session epoch list) is still checked on
// every request by the verifier. An entry ends at the token's own expiry, and sooner (maxAgeMs) so a key identity
// withdraws stops being trusted about as soon as the key cache notices.
export interface VerifiedClaims {
  sub: string;
  email: string;
  /** The session epoch the token was issued under (0 for tokens from before epochs). */
  epoch: number;
  sessionId?: string;
  /** Unix seconds. */
  exp: number;
}

export interface VerifiedTokensOptions {
  maxEntries?: number;
  maxAgeMs?: number;
  now?: () => number;
}

export class VerifiedTokens {
  private readonly entries = new Map<string, { claims: VerifiedClaims; until: number }>();
  private readonly maxEntries: number;
  private readonly maxAgeMs: number;
  private readonly now: () => number;

  constructor(options: VerifiedTokensOptions = {}) {
    this.maxEntries = options.maxEntries ?? 10_000;
    this.maxAgeMs = options.maxAgeMs ?? 60_000;
    this.now = options.now ?? Date.now;
  }

  get(token: string): VerifiedClaims | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (this.now() < entry.until) return entry.claims;
    this.entries.delete(token);
    return undefined;
  }

  remember(token: string, claims: VerifiedClaims): void {
    const until = Math.min(claims.exp * 1000, this.now() + this.maxAgeMs);
    if (until <= this.now()) return;
    // Insertion order is age order: past the bound, the oldest entry goes (a burst of sign-ins cannot grow it).
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(token, { claims, until });
  }

  get size(): number {
    return this.entries.size;
  }
}
