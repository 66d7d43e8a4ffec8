import { SessionEpochs, type Knex } from '@homeward/kit';
import { revokeAllUserRefreshTokens, revokeOtherUserRefreshTokens } from '../store/refresh-tokens';
import { raiseSessionEpoch, recentSessionEpochs } from '../store/session-epochs';

export interface SessionRevocationOptions {
  db: Knex;
  accessTokenTtlSeconds: number;
}

// Clocks of the verifiers may lag identity's by this much; a listed epoch stays listed that much longer.
const CLOCK_SKEW_SECONDS = 60;

/**
 * Ends sessions before their access tokens expire: their refresh-token families are revoked (no more refreshes) and
 * the user's session epoch is raised (every access token issued before is refused by every verifier within
 * seconds). Also the list those verifiers poll, and identity's own in-memory copy of it.
 */
export class SessionRevocation {
  readonly epochs: SessionEpochs;

  constructor(private readonly options: SessionRevocationOptions) {
    this.epochs = new SessionEpochs(() => this.recentEpochs());
  }

  /**
   * In the caller's transaction. `keepFamilyId` is the session that made the change: its refresh token still works,
   * and the BFF refreshes it at once to a token of the new epoch.
   */
  async endSessions(trx: Knex.Transaction, userId: string, keepFamilyId?: string): Promise<void> {
    if (keepFamilyId) await revokeOtherUserRefreshTokens(trx, userId, keepFamilyId);
    else await revokeAllUserRefreshTokens(trx, userId);
    await raiseSessionEpoch(trx, userId);
  }

  /** After the transaction committed: this replica refuses the old tokens at once, not at its next poll. */
  async committed(): Promise<void> {
    await this.epochs.reload().catch(() => undefined);
  }

  /** The body of `session-epochs.json` on the ops port (next to the JWKS). */
  async document(): Promise<{ epochs: Record<string, number> }> {
    return { epochs: Object.fromEntries(await this.recentEpochs()) };
  }

  private recentEpochs(): Promise<Map<string, number>> {
    return recentSessionEpochs(this.options.db, this.options.accessTokenTtlSeconds + CLOCK_SKEW_SECONDS);
  }
}
