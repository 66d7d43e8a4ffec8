// Keeps the access token fresh: when it expires within the window, the session is refreshed inline through identity
// before the request goes on. Concurrent requests that carry the same (old) cookie share one Refresh call, and for a
// short grace period afterwards get its result, because identity rotates refresh tokens and treats a replayed one as
// theft (it revokes the whole family). The sharing is per BFF process.
import { createHash } from 'node:crypto';
import type { SessionPayload } from './cookie-crypto';
import type { SessionTokens } from '../clients/identity';

export interface TokenRefresher {
  refresh(refreshToken: string): Promise<SessionTokens>;
}

export interface RefreshOptions {
  /** Refresh when the access token expires within this many seconds. */
  windowSeconds?: number;
  /** How long a finished refresh is reused for requests that still carry the old cookie. */
  graceMs?: number;
  now?: () => number;
}

export type FreshSession = { session: SessionPayload; refreshed: boolean };

export class SessionRefresher {
  private readonly inFlight = new Map<string, { result: Promise<SessionTokens>; expiresAt: number }>();
  private readonly windowSeconds: number;
  private readonly graceMs: number;
  private readonly now: () => number;

  constructor(
    private readonly identity: TokenRefresher,
    options: RefreshOptions = {},
  ) {
    this.windowSeconds = options.windowSeconds ?? 30;
    this.graceMs = options.graceMs ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  needsRefresh(session: SessionPayload): boolean {
    return session.accessExpiresAt - this.now() / 1000 <= this.windowSeconds;
  }

  isExpired(session: SessionPayload): boolean {
    return session.refreshExpiresAt <= this.now() / 1000;
  }

  /** The session, refreshed if its access token is about to expire; rejects with identity's error. */
  async ensureFresh(session: SessionPayload): Promise<FreshSession> {
    if (!this.needsRefresh(session)) return { session, refreshed: false };
    const tokens = await this.sharedRefresh(session.refreshToken);
    return { refreshed: true, session: sessionFrom(session, tokens) };
  }

  /**
   * Refreshes now, whatever the access token's age: identity raised the user's session epoch (a password or e-mail
   * change made through this session), so the current access token is refused everywhere and this session needs one
   * of the new epoch. Not shared with, and forgetting, the cached result of an earlier refresh of the same token.
   */
  async renew(session: SessionPayload): Promise<SessionPayload> {
    this.inFlight.delete(keyOf(session.refreshToken));
    const tokens = await this.identity.refresh(session.refreshToken);
    return sessionFrom(session, tokens);
  }

  private sharedRefresh(refreshToken: string): Promise<SessionTokens> {
    const now = this.now();
    for (const [key, entry] of this.inFlight) if (entry.expiresAt <= now) this.inFlight.delete(key);
    const key = keyOf(refreshToken);
    const existing = this.inFlight.get(key);
    if (existing) return existing.result;
    const result = this.identity.refresh(refreshToken);
    const entry = { result, expiresAt: Number.POSITIVE_INFINITY };
    this.inFlight.set(key, entry);
    result.then(
      () => {
        entry.expiresAt = this.now() + this.graceMs;
      },
      // A failure is not reused: the next request may try again (e.g. after identity came back).
      () => this.inFlight.delete(key),
    );
    return result;
  }
}

const keyOf = (refreshToken: string) => createHash('sha256').update(refreshToken).digest('base64url');

function sessionFrom(session: SessionPayload, tokens: SessionTokens): SessionPayload {
  return {
    userId: session.userId,
    accessToken: tokens.accessToken,
    // An issuer that does not rotate refresh tokens answers without one; keep the current one then.
    refreshToken: tokens.refreshToken || session.refreshToken,
    accessExpiresAt: tokens.accessExpiresAt,
    refreshExpiresAt: tokens.refreshExpiresAt || session.refreshExpiresAt,
  };
}
