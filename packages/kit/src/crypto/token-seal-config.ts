import { z } from 'zod';
import { sampleSecretGuard } from '../production-safety';
import { MIN_TOKEN_SECRET_LENGTH, TokenSeal, tokenKey } from './sealed-token';

// Lets `npm start` and the tests run with no setup: every producer and notifications fall back to the same secret.
// Published here, so production refuses it (unless ALLOW_SAMPLE_SECRETS).
export const LOCAL_NOTIFICATION_TOKEN_KEY = 'homeward-local-development-notification-token-key';

const blankIsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const secret = z
  .string()
  .min(MIN_TOKEN_SECRET_LENGTH, `must be at least ${MIN_TOKEN_SECRET_LENGTH} characters`);

/** What a service that seals tokens for notifications (identity, tour) reads. */
export const tokenSealingConfigShape = {
  /** Seals the single-use tokens inside events for notifications; at least 32 random characters. */
  NOTIFICATION_TOKEN_KEY: z.preprocess(blankIsUnset, secret.optional()),
};

/** What notifications reads: the current key, and keys it only opens with while a rotation is under way. */
export const tokenOpeningConfigShape = {
  ...tokenSealingConfigShape,
  /** Comma-separated; the previous key until what it sealed (outbox, topics, dead letters) is gone. */
  NOTIFICATION_TOKEN_EXTRA_KEYS: z.preprocess(
    blankIsUnset,
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      )
      .pipe(z.array(secret))
      .optional(),
  ),
};

/** Refused with NODE_ENV=production when unset or the local sample. */
export const notificationTokenKeyGuard = sampleSecretGuard('NOTIFICATION_TOKEN_KEY', {
  fallback: LOCAL_NOTIFICATION_TOKEN_KEY,
});

/** The seal a service's parsed configuration describes (the local key when none is set). */
export function tokenSealFromConfig(config: {
  NOTIFICATION_TOKEN_KEY?: string | undefined;
  NOTIFICATION_TOKEN_EXTRA_KEYS?: string[] | undefined;
}): TokenSeal {
  return new TokenSeal(
    tokenKey(config.NOTIFICATION_TOKEN_KEY ?? LOCAL_NOTIFICATION_TOKEN_KEY),
    (config.NOTIFICATION_TOKEN_EXTRA_KEYS ?? []).map(tokenKey),
  );
}

/** The seal every service uses when no key is configured: the local stack's and the tests'. */
export function localTokenSeal(): TokenSeal {
  return tokenSealFromConfig({});
}
