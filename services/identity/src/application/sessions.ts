import { randomUUID } from 'node:crypto';
import type { Knex } from '@homeward/kit';
import type { TokenPair } from '@homeward/protos/gen/homeward/identity/v1/identity';
import {
  findRefreshTokenForUpdate,
  insertRefreshToken,
  markRefreshTokenRotated,
  revokeRefreshTokenFamily,
} from '../store/refresh-tokens';
import { findUserById } from '../store/users';
import type { AccessTokens } from './access-tokens';
import { AccountError } from '../domain/errors';
import { hashOpaqueToken, newOpaqueToken } from '../domain/opaque-token';
import { refreshTokenState } from '../domain/refresh-token-state';

/** Who a session is for: access tokens carry the e-mail and the session epoch. */
export type SessionUser = { id: string; email: string; session_epoch: number };

export interface SessionEvents {
  /** A replayed refresh token revoked its family. */
  onReplay?(userId: string, familyId: string): void;
}

/**
 * Sign-in sessions as refresh-token families. Each refresh exchanges the presented token for a new one in the same
 * family (rotation); only SHA-256 hashes of the tokens are stored.
 */
export class Sessions {
  constructor(
    private readonly db: Knex,
    private readonly accessTokens: AccessTokens,
    private readonly lifetime: { refreshTtlSeconds: number; maxSessionSeconds: number },
    private readonly events: SessionEvents = {},
  ) {}

  /** A new family for a user who just proved who they are. */
  async start(user: SessionUser): Promise<TokenPair> {
    return this.issuePair(this.db, user, randomUUID(), new Date());
  }

  async refresh(refreshToken: string): Promise<TokenPair> {
    const outcome = await this.db.transaction(async (trx) => {
      const row = await findRefreshTokenForUpdate(trx, hashOpaqueToken(refreshToken));
      const state = refreshTokenState(row, new Date());
      // Past the session's absolute lifetime nothing refreshes it: the user signs in again.
      if (row && this.sessionEndsAt(row.session_started_at) <= Date.now())
        return { kind: 'refused' } as const;
      if (state === 'replayed') {
        await revokeRefreshTokenFamily(trx, row!.family_id, row!.user_id);
        return { kind: 'replayed', row: row! } as const;
      }
      if (state === 'refused') return { kind: 'refused' } as const;
      const user = await findUserById(trx, row!.user_id);
      if (!user) return { kind: 'refused' } as const;
      // A just-rotated token keeps its first rotation time, so the grace window never slides.
      if (state === 'usable') await markRefreshTokenRotated(trx, row!.id);
      const pair = await this.issuePair(trx, user, row!.family_id, row!.session_started_at);
      return { kind: 'rotated', pair } as const;
    });
    // The revocation above must commit, so the refusal is thrown only after the transaction.
    if (outcome.kind === 'replayed') this.events.onReplay?.(outcome.row.user_id, outcome.row.family_id);
    if (outcome.kind !== 'rotated') throw new AccountError('session_invalid');
    return outcome.pair;
  }

  /** Revokes the token's whole family (the session on every token it was rotated into). Repeating it is fine. */
  async end(refreshToken: string): Promise<void> {
    await this.db.transaction(async (trx) => {
      const row = await findRefreshTokenForUpdate(trx, hashOpaqueToken(refreshToken));
      if (!row) throw new AccountError('unknown_session');
      await revokeRefreshTokenFamily(trx, row.family_id, row.user_id);
    });
  }

  private sessionEndsAt(startedAt: Date): number {
    return startedAt.getTime() + this.lifetime.maxSessionSeconds * 1000;
  }

  /** A refresh token lives REFRESH_TOKEN_TTL_SECONDS from now, but never past its session's absolute end. */
  private async issuePair(
    db: Knex,
    user: SessionUser,
    familyId: string,
    sessionStartedAt: Date,
  ): Promise<TokenPair> {
    const refreshToken = newOpaqueToken();
    const refreshExpiresAt = Math.min(
      Math.floor(Date.now() / 1000) + this.lifetime.refreshTtlSeconds,
      Math.floor(this.sessionEndsAt(sessionStartedAt) / 1000),
    );
    await insertRefreshToken(db, {
      id: randomUUID(),
      tokenHash: hashOpaqueToken(refreshToken),
      familyId,
      userId: user.id,
      expiresAt: new Date(refreshExpiresAt * 1000),
      sessionStartedAt,
    });
    const access = await this.accessTokens.issue(user, familyId);
    return {
      accessToken: access.token,
      refreshToken,
      accessExpiresAt: access.expiresAt,
      refreshExpiresAt,
    };
  }
}
