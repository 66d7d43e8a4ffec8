import {
  ConfigError,
  loadConfig,
  notificationTokenKeyGuard,
  sampleSecretGuard,
  serviceConfigShape,
  tokenSealingConfigShape,
} from '@homeward/kit';
import { z } from 'zod';
import {
  GOOGLE_PROVIDER_ID,
  oidcProvidersFrom,
  type OidcProviderSettings,
} from './domain/oidc-provider-settings';

// Lets a developer run identity with no setup; refused in production, where a known secret would let anyone who
// reads this repository decrypt the signing keys stored in the database.
export const LOCAL_SIGNING_KEY_SECRET = 'homeward-local-development-signing-key-secret';

const seconds = (fallback: number) => z.coerce.number().int().min(1).default(fallback);
const count = (fallback: number) => z.coerce.number().int().min(1).default(fallback);
// An empty variable (as compose and Helm write an unset value) means "not set".
const optionalText = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());

/** Every variable identity reads; main.ts loads it once and hands the parts down. */
export const identityConfigShape = {
  ...serviceConfigShape,
  ...tokenSealingConfigShape,
  /** Encrypts the ES256 signing keys at rest (32+ chars). */
  SIGNING_KEY_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Age at which a new signing key takes over. */
  SIGNING_KEY_ROTATION_DAYS: z.coerce.number().int().min(1).default(30),
  /** Access JWT lifetime. */
  ACCESS_TOKEN_TTL_SECONDS: seconds(900),
  /** Refresh token lifetime (30 days). */
  REFRESH_TOKEN_TTL_SECONDS: seconds(30 * 24 * 3600),
  // A session ends this long after its sign-in, however often it refreshed (the refresh TTL only bounds idleness).
  /** A session ends this long after its sign-in however often it refreshes (the refresh TTL only bounds idleness). */
  SESSION_MAX_LIFETIME_SECONDS: seconds(30 * 24 * 3600),
  /** Verification link lifetime. */
  EMAIL_VERIFICATION_TTL_SECONDS: seconds(24 * 3600),
  // A repeated sign-up of an unverified address re-sends the link at most this often (no inbox flooding).
  /** Minimum gap between re-sent links. */
  VERIFICATION_RESEND_COOLDOWN_SECONDS: z.coerce.number().int().min(0).default(300),
  /** Password reset link lifetime. */
  PASSWORD_RESET_TTL_SECONDS: seconds(3600),
  // At most one reset e-mail per account this often, however often the public form is submitted.
  /** Minimum gap between two reset e-mails to one account. */
  PASSWORD_RESET_COOLDOWN_SECONDS: z.coerce.number().int().min(0).default(60),
  /** E-mail change confirmation link lifetime. */
  EMAIL_CHANGE_TTL_SECONDS: seconds(24 * 3600),
  // "Confirm your new email" mails per account and per target address within the window; past either, 429.
  /** Window in which "confirm your new email" mails are counted. */
  EMAIL_CHANGE_LIMIT_WINDOW_SECONDS: seconds(24 * 3600),
  /** "Confirm your new email" mails per account in that window; past it, 429. */
  EMAIL_CHANGES_PER_ACCOUNT: count(5),
  /** "Confirm your new email" mails per target address in that window; past it, 429. */
  EMAIL_CHANGES_PER_ADDRESS: count(3),
  // Current-password checks in settings per account within the window; past it, 429.
  /** Window in which current-password checks in settings (`PATCH /api/me`) are counted. */
  CURRENT_PASSWORD_CHECK_WINDOW_SECONDS: seconds(15 * 60),
  /** Current-password checks per account in that window; past it, 429. */
  CURRENT_PASSWORD_CHECKS_PER_ACCOUNT: count(5),
  // Failed sign-ins counted within this window; past a limit, sign-in answers RESOURCE_EXHAUSTED.
  /** Window in which failed sign-ins are counted. */
  SIGN_IN_THROTTLE_WINDOW_SECONDS: seconds(15 * 60),
  /**
   * Failed sign-ins per account in the window before sign-in answers 429; each attempt is counted before its password
   * is checked, so parallel guesses cannot pass it.
   */
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT: count(5),
  /** Failed sign-ins per client address in the window before sign-in answers 429, counted the same way. */
  SIGN_IN_MAX_FAILURES_PER_ADDRESS: count(20),
  // Per client address (the BFF's x-client-address, IPv6 by /64) per hour, whatever the outcome; past it 429.
  /**
   * Sign-ups per client address per hour (the address the BFF resolves with `TRUST_PROXY` and signs; IPv6 by /64),
   * counted across replicas; past it 429 with `Retry-After`.
   */
  CLIENT_SIGN_UPS_PER_HOUR: count(10),
  /** Sign-in attempts per client address per hour, counted the same way. */
  CLIENT_SIGN_INS_PER_HOUR: count(60),
  /** Password reset requests per client address per hour, counted the same way. */
  CLIENT_PASSWORD_RESETS_PER_HOUR: count(10),
  /** Verification e-mail resends per client address per hour, counted the same way. */
  CLIENT_VERIFICATION_RESENDS_PER_HOUR: count(10),
  // Google sign-in is on only when both the client id and its secret are set.
  /** Google sign-in's OAuth client id; Google sign-in is on when it and GOOGLE_CLIENT_SECRET are set. */
  GOOGLE_CLIENT_ID: optionalText,
  /** That client's secret (never logged). */
  GOOGLE_CLIENT_SECRET: optionalText,
  /** Google's OpenID Connect issuer (its discovery document is read from there). */
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  /** The BFF's Google callback, as registered with Google. */
  GOOGLE_REDIRECT_URI: z.url().default('http://localhost:8080/api/auth/callback'),
  /** How the client authenticates at the token endpoint. */
  GOOGLE_TOKEN_AUTH_METHOD: z
    .enum(['client_secret_post', 'client_secret_basic'])
    .default('client_secret_post'),
  // Other OpenID Connect providers: comma-separated ids, each configured by OIDC_<ID>_ISSUER, _CLIENT_ID,
  // _CLIENT_SECRET and optionally _DISPLAY_NAME, _REDIRECT_URI, _TOKEN_AUTH_METHOD (domain/oidc-provider-settings).
  /**
   * Other OpenID Connect providers (Keycloak, a company SSO), comma-separated ids, each from `OIDC_<ID>_ISSUER`,
   * `_CLIENT_ID`, `_CLIENT_SECRET` and optionally `_DISPLAY_NAME`, `_REDIRECT_URI` (default
   * `http://localhost:8080/api/auth/oidc/<id>/callback`), `_TOKEN_AUTH_METHOD` (default `client_secret_basic`); see
   * docs/deploy.md, 'Sign-in providers (OIDC)'.
   */
  OIDC_PROVIDERS: optionalText,
  // How long a started Google (or other provider's) sign-in may take to come back to the callback.
  /** How long a started Google sign-in may take. */
  OIDC_LOGIN_TTL_SECONDS: seconds(600),
  // Data exports (issue 25 item 9): per account per day (one at a time), how long the services have to answer before
  // the export fails, and how long a ready one can be downloaded before its parts are deleted.
  /** Data exports (Settings, "Download your data") per account per day, one at a time; past it, 429. */
  DATA_EXPORTS_PER_DAY: count(3),
  /** How long the services have to send their parts of an export before it fails. */
  DATA_EXPORT_TIMEOUT_SECONDS: seconds(3600),
  /** How long a ready export can be downloaded before its parts are deleted. */
  DATA_EXPORT_RETENTION_SECONDS: seconds(7 * 24 * 3600),
  /** PostgreSQL pool size. */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
};

export type IdentityConfig = Omit<z.infer<z.ZodObject<typeof identityConfigShape>>, 'SIGNING_KEY_SECRET'> & {
  SIGNING_KEY_SECRET: string;
  /** Google first when configured, then OIDC_PROVIDERS in their order: the order of the sign-in buttons. */
  oidcProviders: OidcProviderSettings[];
};

/** Refused with NODE_ENV=production: a known secret would let anyone who reads this repository decrypt the keys. */
export const identityProductionGuards = [
  sampleSecretGuard('SIGNING_KEY_SECRET', { fallback: LOCAL_SIGNING_KEY_SECRET }),
  notificationTokenKeyGuard,
];

export function loadIdentityConfig(env: NodeJS.ProcessEnv = process.env): IdentityConfig {
  // Checked beside the shape's own rules, so an operator sees every problem in one round.
  // Half a Google configuration is a mistake to report, not a reason to quietly hide the button.
  const providerProblems =
    Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)
      ? ['GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET: set both to enable Google sign-in, or neither']
      : [];
  const others = oidcProvidersFrom(env);
  providerProblems.push(...others.problems);
  let config;
  try {
    config = loadConfig(identityConfigShape, env, identityProductionGuards);
  } catch (error) {
    if (error instanceof ConfigError) throw new ConfigError([...error.problems, ...providerProblems]);
    throw error;
  }
  if (providerProblems.length > 0) throw new ConfigError(providerProblems);
  return {
    ...config,
    SIGNING_KEY_SECRET: config.SIGNING_KEY_SECRET ?? LOCAL_SIGNING_KEY_SECRET,
    oidcProviders: [...googleProvider(config), ...others.providers],
  };
}

function googleProvider(config: z.infer<z.ZodObject<typeof identityConfigShape>>): OidcProviderSettings[] {
  if (!config.GOOGLE_CLIENT_ID || !config.GOOGLE_CLIENT_SECRET) return [];
  return [
    {
      id: GOOGLE_PROVIDER_ID,
      displayName: 'Google',
      issuer: config.GOOGLE_ISSUER,
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      redirectUri: config.GOOGLE_REDIRECT_URI,
      tokenAuthMethod: config.GOOGLE_TOKEN_AUTH_METHOD,
    },
  ];
}
