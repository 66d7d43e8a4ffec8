import { ConfigError, loadConfig, sampleSecretGuard, serviceConfigShape } from '@homeward/kit';
import { z } from 'zod';

const deadlineMs = z.coerce.number().int().min(100).max(60_000).default(3_000);
// Deployments render unset secrets as empty strings; empty means "not given".
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

/** Every variable the documents service reads; service.ts receives the parsed result. */
export const documentsConfigShape = {
  ...serviceConfigShape,
  /** The property service, asked (with the caller's token) for the property, its owner and its unlock state. */
  PROPERTY_GRPC_ADDR: z.string().min(1).default('localhost:50052'),
  /** How long one call to property may take before it fails as unavailable. */
  PROPERTY_GRPC_DEADLINE_MS: deadlineMs,
  /** The identity service, asked (with the caller's token) for the buyer's name, e-mail and phone to prefill. */
  IDENTITY_GRPC_ADDR: z.string().min(1).default('localhost:50051'),
  /** How long one call to identity (the buyer's details for a new draft's prefill) may take before it fails. */
  IDENTITY_GRPC_DEADLINE_MS: deadlineMs,
  /**
   * How often each replica sweeps for contract deadlines due a reminder. A reminder goes out within one interval of
   * entering the lead time; at most an hour, so a lead time of 48 hours is never cut by much.
   */
  DEADLINE_REMINDER_SWEEP_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .max(60 * 60_000)
    .default(5 * 60_000),
  /** How long before a contract deadline ends its reminder (in the app and by e-mail) goes out. */
  DEADLINE_REMINDER_LEAD_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(14 * 24)
    .default(48),
  /** Threads rendering PDFs beside the event loop; 0 means one per core the process may use. */
  PDF_RENDER_THREADS: z.coerce.number().int().min(0).max(64).default(0),
  /**
   * Object storage for completed documents' PDFs (rendered once, then served as stored): the S3 API (s3rver locally,
   * MinIO in compose and the chart) and documents' own bucket. Without a bucket every download renders again.
   */
  OBJECT_STORAGE_ENDPOINT: z.url().default('http://127.0.0.1:9000'),
  /** Documents' access key, scoped to its bucket (chart: `secrets.documentStorage`). */
  OBJECT_STORAGE_ACCESS_KEY: optionalText,
  /** The secret of that key (chart: `secrets.documentStorage`; never logged). */
  OBJECT_STORAGE_SECRET_KEY: optionalText,
  /**
   * Documents' own bucket: a completed document's PDF is rendered once, kept there and served with its ETag; unset:
   * rendered at every download.
   */
  OBJECT_STORAGE_BUCKET: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'an S3 bucket name')
      .optional(),
  ),
  /** The S3 API where completed documents' PDFs are kept (s3rver locally, MinIO in compose and the chart). */
  OBJECT_STORAGE_REGION: z.string().min(1).default('us-east-1'),
  /** Kafka consumer session timeout; tests shorten it because rebalances on the mock broker take about this long. */
  KAFKA_SESSION_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
};

export type DocumentsConfig = ReturnType<typeof loadDocumentsConfig>;

export function loadDocumentsConfig(env: NodeJS.ProcessEnv = process.env) {
  // s3rver's and MinIO's default keys, and compose's sample, open every buyer's completed documents to anyone.
  const config = loadConfig(documentsConfigShape, env, [
    sampleSecretGuard('OBJECT_STORAGE_ACCESS_KEY'),
    sampleSecretGuard('OBJECT_STORAGE_SECRET_KEY'),
  ]);
  if (
    config.OBJECT_STORAGE_BUCKET &&
    !(config.OBJECT_STORAGE_ACCESS_KEY && config.OBJECT_STORAGE_SECRET_KEY)
  ) {
    throw new ConfigError([
      'OBJECT_STORAGE_ACCESS_KEY, OBJECT_STORAGE_SECRET_KEY: required when OBJECT_STORAGE_BUCKET is set',
    ]);
  }
  // A sweep slower than the lead time could let a deadline pass between two sweeps without its reminder.
  if (config.DEADLINE_REMINDER_SWEEP_INTERVAL_MS >= config.DEADLINE_REMINDER_LEAD_HOURS * 3_600_000) {
    throw new ConfigError([
      'DEADLINE_REMINDER_SWEEP_INTERVAL_MS: must be shorter than DEADLINE_REMINDER_LEAD_HOURS, or a deadline could pass between two sweeps',
    ]);
  }
  return config;
}
