import { randomUUID } from 'node:crypto';
import { enqueueEvent, topics, type Knex } from '@homeward/kit';
import { UserRegistered } from '@homeward/protos/gen/homeward/identity/v1/events';
import type { TokenPair } from '@homeward/protos/gen/homeward/identity/v1/identity';
import { findPasswordHash, insertPasswordHash, updatePasswordHash } from '../store/credentials';
import {
  findUserByEmail,
  findUserById,
  insertUserIfNew,
  markEmailVerified,
  type UserRow,
} from '../store/users';
import {
  findVerificationTokenForUpdate,
  insertVerificationToken,
  lastVerificationTokenAt,
  markUserTokensUsed,
} from '../store/verification-tokens';
import type { SignInInput, SignUpInput } from './account-rules';
import { AccountError } from './errors';
import { hashOpaqueToken, newOpaqueToken } from './opaque-token';
import { hashPassword, needsRehash, spendPasswordCheckTime, verifyPassword } from './password-hash';
import type { Sessions } from './sessions';

export const EVENT_SOURCE = 'homeward/identity';

export interface AccountsOptions {
  db: Knex;
  sessions: Sessions;
  relay: { notify(): void };
  verificationTtlSeconds: number;
  resendCooldownSeconds: number;
}

/** What a sign-up did; the caller is told none of it (see SignUpResponse), metrics and tests are. */
export type SignUpOutcome = 'created' | 'verification_resent' | 'already_registered';

/** Accounts: sign-up with e-mail verification, sign-in, and reading one's own profile. */
export class Accounts {
  constructor(private readonly options: AccountsOptions) {}

  async signUp(input: SignUpInput): Promise<SignUpOutcome> {
    // Hashed before knowing whether the address is taken, so both answers take the same time.
    const passwordHash = await hashPassword(input.password);
    const userId = randomUUID();
    return this.options.db.transaction(async (trx) => {
      if (await insertUserIfNew(trx, { id: userId, email: input.email, fullName: input.name })) {
        await insertPasswordHash(trx, userId, passwordHash);
        await this.sendVerification(trx, { id: userId, email: input.email, full_name: input.name });
        return 'created';
      }
      // The existing account keeps its password: whoever signs up again has not proven they own the address.
      const existing = await findUserByEmail(trx, input.email);
      if (existing && !existing.email_verified_at && (await this.mayResend(trx, existing.id))) {
        await this.sendVerification(trx, existing);
        return 'verification_resent';
      }
      return 'already_registered';
    });
  }

  /** Spends a verification token (single use, until it expires) and marks the address verified. */
  async verifyEmail(token: string): Promise<string> {
    return this.options.db.transaction(async (trx) => {
      const row = await findVerificationTokenForUpdate(trx, hashOpaqueToken(token));
      if (!row || row.used_at || row.expires_at.getTime() <= Date.now()) {
        throw new AccountError('verification_failed');
      }
      await markEmailVerified(trx, row.user_id);
      await markUserTokensUsed(trx, row.user_id);
      return row.user_id;
    });
  }

  async signIn(input: SignInInput): Promise<{ user: UserRow; tokens: TokenPair }> {
    const { db } = this.options;
    const user = await findUserByEmail(db, input.email);
    const storedHash = user ? await findPasswordHash(db, user.id) : undefined;
    if (!user || !storedHash) {
      await spendPasswordCheckTime(input.password);
      throw new AccountError('invalid_credentials');
    }
    if (!(await verifyPassword(input.password, storedHash))) throw new AccountError('invalid_credentials');
    if (needsRehash(storedHash)) await updatePasswordHash(db, user.id, await hashPassword(input.password));
    // Only after the password matched: telling a stranger that the account is unverified would confirm it exists.
    if (!user.email_verified_at) throw new AccountError('email_not_verified');
    return { user, tokens: await this.options.sessions.start(user) };
  }

  async getUser(userId: string): Promise<UserRow> {
    const user = await findUserById(this.options.db, userId);
    if (!user) throw new AccountError('user_not_found');
    return user;
  }

  private async mayResend(trx: Knex.Transaction, userId: string): Promise<boolean> {
    const last = await lastVerificationTokenAt(trx, userId);
    return !last || Date.now() - last.getTime() >= this.options.resendCooldownSeconds * 1000;
  }

  /** The token travels only inside the event (notifications e-mails it); the database keeps its hash. */
  private async sendVerification(
    trx: Knex.Transaction,
    user: Pick<UserRow, 'id' | 'email' | 'full_name'>,
  ): Promise<void> {
    const token = newOpaqueToken();
    await insertVerificationToken(trx, {
      tokenHash: hashOpaqueToken(token),
      userId: user.id,
      ttlSeconds: this.options.verificationTtlSeconds,
    });
    const event = UserRegistered.fromPartial({
      userId: user.id,
      email: user.email,
      fullName: user.full_name,
      verificationToken: token,
      occurredAt: new Date().toISOString(),
    });
    await enqueueEvent(trx, topics.userRegistered, user.id, event, {
      source: EVENT_SOURCE,
      relay: this.options.relay,
    });
  }
}
