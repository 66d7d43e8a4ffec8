import { createHash } from 'node:crypto';
import { currentContext, resourceExhausted, type Knex } from '@homeward/kit';
import { throttleAddress } from '../domain/client-address';
import { countClientRequest } from '../store/client-request-counts';

export type ClientAction = 'sign_up' | 'sign_in' | 'password_reset' | 'verification_resend';

/** Requests each client address may make per hour, per action (CLIENT_*_PER_HOUR). */
export type ClientLimitPolicy = Record<ClientAction, number>;

export const CLIENT_LIMIT_WINDOW_SECONDS = 3600;
export const CLIENT_LIMITED_MESSAGE =
  'Too many requests from your network. Please wait a few minutes and try again.';

/**
 * Per-client limits on the public account forms, keyed on the browser's address the BFF passes (`x-client-address`,
 * resolved under its TRUST_PROXY) and counted in PostgreSQL, so every BFF and identity replica applies the same
 * count. IPv6 counts by its /64 like the sign-in throttle. A call without an address (no BFF in front, e.g. a
 * service's own test) is not limited here; the BFF always passes one.
 */
export class ClientLimits {
  constructor(
    private readonly db: Knex,
    private readonly policy: ClientLimitPolicy,
  ) {}

  /** Counts this request against the caller's address; RESOURCE_EXHAUSTED with Retry-After past the limit. */
  async spend(action: ClientAction): Promise<void> {
    const address = currentContext()?.clientAddress;
    const unit = address === undefined ? undefined : throttleAddress(address);
    if (!unit) return;
    const retryAfterSeconds = await countClientRequest(this.db, {
      action,
      subjectHash: createHash('sha256').update(`client:${unit}`, 'utf8').digest('hex'),
      windowSeconds: CLIENT_LIMIT_WINDOW_SECONDS,
      max: this.policy[action],
    });
    if (retryAfterSeconds !== undefined) throw resourceExhausted(CLIENT_LIMITED_MESSAGE, retryAfterSeconds);
  }
}
