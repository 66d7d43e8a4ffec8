// What NODE_ENV=production refuses at start: settings that are fine on a laptop but, in a real deployment, give
// something away (an offline payment gateway unlocks properties for free; a secret published in this repository
// lets anyone forge tokens, links or cookies). Each one names the variable that allows it anyway, for a demo.

/** Set to `true` to run production with secrets published in this repository (compose's samples, built-in ones). */
export const ALLOW_SAMPLE_SECRETS = 'ALLOW_SAMPLE_SECRETS';
/** Set to `true` to run production with the offline payment gateway (a demo: test cards unlock properties). */
export const ALLOW_OFFLINE_PAYMENTS = 'ALLOW_OFFLINE_PAYMENTS';

/**
 * Secret values anyone can read in this repository or in the tools' manuals: docker-compose.yml's defaults,
 * s3rver's fixed key pair (the local stack) and MinIO's factory root credentials. A service adds its own built-in
 * fallback (e.g. identity's local signing key secret) when it declares the guard.
 */
export const PUBLISHED_SAMPLE_SECRETS: readonly string[] = [
  'compose-only-signing-key-secret-not-for-production',
  'compose-only-tour-link-secret-not-for-production',
  'compose-only-notification-token-key-not-for-production',
  'compose-only-session-secret-not-for-production',
  'compose-only-client-address-key-not-for-production',
  'compose-only-minio-secret',
  'compose-only-documents-secret',
  'S3RVER',
  'minioadmin',
];

/** Database passwords published here: compose's PostgreSQL (`homeward`) and the chart's former fixed one. */
export const PUBLISHED_DATABASE_PASSWORDS: readonly string[] = ['homeward', 'homeward-dev-only'];

/** One setting production refuses unless `allowedBy` is `true`. */
export interface ProductionGuard {
  variable: string;
  /** Whether this raw environment value (undefined or '' when unset) is only fit for development. */
  refuses(value: string | undefined): boolean;
  /** Why, and what to set instead; never the value itself (it may be a secret). */
  reason: string;
  allowedBy: string;
}

/**
 * A secret that must not be a published sample. `fallback`: the service's built-in development value, used when the
 * variable is unset, so unset is refused too.
 */
export function sampleSecretGuard(variable: string, options: { fallback?: string } = {}): ProductionGuard {
  const samples = new Set([...PUBLISHED_SAMPLE_SECRETS, ...(options.fallback ? [options.fallback] : [])]);
  return {
    variable,
    refuses: (value) => (value ? samples.has(value.trim()) : options.fallback !== undefined),
    reason: options.fallback
      ? 'unset or a sample published in this repository; set a random secret (at least 32 characters)'
      : 'a sample published in this repository or a tool default; set a secret of your own',
    allowedBy: ALLOW_SAMPLE_SECRETS,
  };
}

/** A mode that is only a stand-in (e.g. PAYMENT_GATEWAY=offline); `defaultValue` is what unset means. */
export function developmentModeGuard(options: {
  variable: string;
  refusedValue: string;
  defaultValue?: string;
  reason: string;
  allowedBy: string;
}): ProductionGuard {
  return {
    variable: options.variable,
    refuses: (value) => (value?.trim() || options.defaultValue) === options.refusedValue,
    reason: `'${options.refusedValue}' ${options.reason}`,
    allowedBy: options.allowedBy,
  };
}

const ALLOW_VALUES = new Set(['', 'true', 'false']);

/** Every refusal, one line each naming the variable and how to allow it; none outside NODE_ENV=production. */
export function productionProblems(guards: readonly ProductionGuard[], env: NodeJS.ProcessEnv): string[] {
  const allowVariables = [...new Set(guards.map((guard) => guard.allowedBy))];
  const badAllows = allowVariables
    .filter((name) => !ALLOW_VALUES.has((env[name] ?? '').trim()))
    .map((name) => `${name}: must be true or false`);
  if (env.NODE_ENV !== 'production') return badAllows;
  const refusals = guards
    .filter((guard) => env[guard.allowedBy]?.trim() !== 'true' && guard.refuses(env[guard.variable]))
    .map(
      (guard) =>
        `${guard.variable}: refused with NODE_ENV=production (${guard.reason}); ${guard.allowedBy}=true allows it`,
    );
  return [...badAllows, ...refusals];
}

/** The password inside a connection URL; undefined when there is none or the URL does not parse. */
function urlPassword(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return decodeURIComponent(new URL(value).password) || undefined;
  } catch {
    return undefined;
  }
}

/** A DATABASE_URL whose password is one published in this repository (compose's, the chart's dev value). */
export const databasePasswordGuard: ProductionGuard = {
  variable: 'DATABASE_URL',
  refuses: (value) => PUBLISHED_DATABASE_PASSWORDS.includes(urlPassword(value) ?? ''),
  reason: 'its password is a sample published in this repository; give the database a password of your own',
  allowedBy: ALLOW_SAMPLE_SECRETS,
};
