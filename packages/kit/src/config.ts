import { z } from 'zod';
import { DEFAULT_DATABASE_TIMEOUTS } from './db/database';
import {
  KAFKA_SASL_MECHANISMS,
  kafkaSecurityProblems,
  type KafkaSecuritySettings,
} from './events/kafka-security';
import {
  databasePasswordGuard,
  productionProblems,
  sampleSecretGuard,
  type ProductionGuard,
} from './production-safety';
import { tracingConfigShape } from './tracing/config';
import { grpcTlsConfigShape, grpcTlsProblems, type GrpcTlsSettings } from './grpc/transport';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  ${problems.join('\n  ')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Parses the environment against a zod shape and fails fast, listing every bad variable at once, so an operator
 * fixes a deployment in one round instead of one variable per crash loop. `productionGuards`: development-only
 * settings refused with NODE_ENV=production unless their allow variable says otherwise (production-safety.ts).
 */
export function loadConfig<S extends z.ZodRawShape>(
  shape: S,
  env: NodeJS.ProcessEnv = process.env,
  productionGuards: readonly ProductionGuard[] = [],
): z.infer<z.ZodObject<S>> {
  const result = z.object(shape).safeParse(env);
  const problems = [
    ...(result.success
      ? []
      : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)),
    // Every service with a database gets the database password check without declaring it.
    ...productionProblems(
      [
        ...('DATABASE_URL' in shape ? [databasePasswordGuard] : []),
        ...('CLIENT_ADDRESS_KEY' in shape ? [sampleSecretGuard('CLIENT_ADDRESS_KEY')] : []),
        ...productionGuards,
      ],
      env,
    ),
    // Every service with Kafka gets its TLS/SASL combinations checked without declaring it.
    ...(result.success && 'KAFKA_TLS' in shape
      ? kafkaSecurityProblems(result.data as unknown as KafkaSecuritySettings)
      : []),
    // Every process with gRPC TLS settings gets its mode's files checked; a server needs its own certificate.
    ...(result.success && 'GRPC_TLS' in shape
      ? grpcTlsProblems(result.data as unknown as GrpcTlsSettings, { serves: 'GRPC_PORT' in shape })
      : []),
  ];
  if (problems.length > 0 || !result.success) throw new ConfigError(problems);
  return result.data;
}

/** kafkajs' own default for a consumer's `maxWaitTimeInMs`. */
export const DEFAULT_FETCH_MAX_WAIT_MS = 5000;

const port = z.coerce.number().int().min(1).max(65535);
// Compose and charts set a variable to '' to mean "not set".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
const flag = z
  .enum(['true', 'false', ''])
  .default('false')
  .transform((value) => value === 'true');
const csv = z
  .string()
  .min(1)
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

/** Variables every backend service reads; services spread this into their own shape. */
export const serviceConfigShape = {
  /** Name in logs and metrics. */
  SERVICE_NAME: z.string().min(1),
  /** `production` refuses development-only settings at start unless allowed (docs/deploy.md, Production safety). */
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  /** Pino level (`silent` … `trace`). */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** gRPC listen port. */
  GRPC_PORT: port,
  /** `/metrics`, `/healthz`, `/readyz` (and identity's JWKS). */
  OPS_PORT: port,
  /** Internal gRPC: off (local runs), tls or mtls, with the PEM files (grpc/transport.ts). */
  ...grpcTlsConfigShape,
  /**
   * The secret the BFF signs the browser's address with (grpc/client-address.ts); identity has it, and takes no
   * address without it. Other services need none.
   */
  CLIENT_ADDRESS_KEY: optional(z.string().min(32, 'must be at least 32 characters')),
  /** The service's own PostgreSQL database. */
  DATABASE_URL: z.string().startsWith('postgres'),
  /** How long a query waits for a free pooled connection; past it the call fails UNAVAILABLE instead of hanging. */
  DB_ACQUIRE_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(DEFAULT_DATABASE_TIMEOUTS.acquireTimeoutMs),
  /** PostgreSQL statement_timeout for the service's pool: a runaway query is cancelled, the call fails UNAVAILABLE. */
  DB_STATEMENT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(DEFAULT_DATABASE_TIMEOUTS.statementTimeoutMs),
  /** Comma-separated bootstrap brokers. */
  KAFKA_BROKERS: csv,
  /** Consumer groups are `<prefix>.<service>`. */
  KAFKA_GROUP_PREFIX: z.string().default('homeward'),
  /** TLS to the brokers (a managed cluster); their certificates are verified, against KAFKA_TLS_CA_FILE if set. */
  KAFKA_TLS: flag,
  /** PEM file of the CA that signed the brokers' certificates (the chart mounts it from a Secret). */
  KAFKA_TLS_CA_FILE: optional(z.string().min(1)),
  /** SASL authentication; with it, KAFKA_SASL_USERNAME and KAFKA_SASL_PASSWORD (never logged). */
  KAFKA_SASL_MECHANISM: optional(z.enum(KAFKA_SASL_MECHANISMS)),
  /** The SASL user (with KAFKA_SASL_MECHANISM). */
  KAFKA_SASL_USERNAME: optional(z.string().min(1)),
  /** The SASL user's password (with KAFKA_SASL_MECHANISM; from a Secret, never logged). */
  KAFKA_SASL_PASSWORD: optional(z.string().min(1)),
  /** Published outbox rows are deleted after this many hours (EventTablePruner; nothing reads them once sent). */
  OUTBOX_RETENTION_HOURS: z.coerce.number().positive().default(24),
  /** Inbox rows are deleted after this many days: keep it above the topics' retention (Kafka's default: 7 days). */
  INBOX_RETENTION_DAYS: z.coerce.number().positive().default(14),
  /**
   * How long a consumer's fetch may wait on the broker for new records. A real broker answers as soon as records
   * arrive, so the kafkajs default (5 s) costs nothing there; the local mock broker always holds an empty fetch for
   * the whole wait, so every event would arrive up to that late. Tests and the local stack shorten it.
   */
  KAFKA_FETCH_MAX_WAIT_MS: z.coerce.number().int().positive().default(DEFAULT_FETCH_MAX_WAIT_MS),
  /**
   * How long start-up waits for the event consumer to join its group before serving anyway (the join goes on in the
   * background). A healthy cluster joins well within it, so a started service is already consuming; a broker outage
   * delays start-up by at most this.
   */
  KAFKA_START_WAIT_MS: z.coerce.number().int().min(0).default(10_000),
  /** Where access-token keys are published. */
  IDENTITY_JWKS_URL: z.url(),
  /** The access tokens' `iss` claim, which every service checks. */
  JWT_ISSUER: z.string().default('homeward-identity'),
  /** The access tokens' `aud` claim, which every service checks. */
  JWT_AUDIENCE: z.string().default('homeward'),
  ...tracingConfigShape,
};

export const configTypes = { port, csv };
