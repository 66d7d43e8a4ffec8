import { ConfigError, loadConfig, sampleSecretGuard, serviceConfigShape } from '@homeward/kit';
import { z } from 'zod';

// Deployments render unset secrets as empty strings; empty means "not given".
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));
const positiveInt = z.coerce.number().int().positive();

/** Every variable the inspection-analyzer reads; service.ts receives the parsed result. */
export const inspectionAnalyzerConfigShape = {
  ...serviceConfigShape,
  /** S3 API of the object store: s3rver locally, MinIO in compose and the chart. */
  OBJECT_STORAGE_ENDPOINT: z.url().default('http://127.0.0.1:9000'),
  /** Documents' key pair, scoped to its bucket (chart: `secrets.documentStorage`). */
  OBJECT_STORAGE_ACCESS_KEY: z.string().min(1),
  /** Documents' key pair, scoped to its bucket (chart: `secrets.documentStorage`). */
  OBJECT_STORAGE_SECRET_KEY: z.string().min(1),
  /**
   * Documents' own bucket: a completed document's PDF is rendered once, kept there and served with its ETag; unset:
   * rendered at every download.
   */
  OBJECT_STORAGE_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'an S3 bucket name')
    .default('homeward-inspections'),
  /** The S3 API where completed documents' PDFs are kept (s3rver locally, MinIO in compose and the chart). */
  OBJECT_STORAGE_REGION: z.string().min(1).default('us-east-1'),
  /** How long a presigned upload URL stays valid. */
  UPLOAD_URL_TTL_SECONDS: positiveInt.max(7 * 24 * 3600).default(300),
  /** Bytes of accepted reports one user may keep (at least one report's 100 MB); past it an upload is refused. */
  STORAGE_QUOTA_BYTES_PER_USER: positiveInt
    .min(104_857_600, 'at least one report (104857600 bytes)')
    .default(1024 * 1024 * 1024),
  /** How often the clean-up job settles expired upload URLs and removes objects no report accounts for. */
  UPLOAD_CLEANUP_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .default(10 * 60_000),
  /**
   * How long past its URL's expiry an upload may still be arriving, so the job leaves it alone: at least the BFF's
   * 30-minute body deadline in production.
   */
  UPLOAD_CLEANUP_GRACE_SECONDS: z.coerce.number().int().nonnegative().default(3600),
  /** The property service, asked whether the caller owns the property and whether it is unlocked. */
  PROPERTY_GRPC_ADDR: z.string().min(1).default('localhost:50052'),
  /** Property service (ownership and lock check, caller's token forwarded). */
  PROPERTY_GRPC_DEADLINE_MS: z.coerce.number().int().min(100).max(60_000).default(3_000),
  /** `offline` (default): the rule-based engine in this service; `openai`: any OpenAI-compatible server. */
  ANALYSIS_ENGINE: z.enum(['offline', 'openai']).default('offline'),
  /** The key for the OpenAI-compatible server (ANALYSIS_ENGINE=openai); from a Secret, never logged. */
  OPENAI_API_KEY: optionalText,
  /** An OpenAI-compatible server's base URL; the OpenAI API when unset. */
  OPENAI_BASE_URL: optionalText,
  /** The model asked for each analysis and explanation. */
  OPENAI_MODEL: optionalText.transform((model) => model ?? 'gpt-4o-mini'),
  /** The model's context window (prompt + answer); reports are chunked to fit it. */
  OPENAI_MAX_CONTEXT_TOKENS: positiveInt.default(128_000),
  /** Room kept for each answer; the engine's default (min(8192, a quarter of the context)) when unset. */
  OPENAI_MAX_OUTPUT_TOKENS: positiveInt.optional(),
  /** Repeats of one call after 408/429/5xx/timeouts, with backoff between OPENAI_RETRY_BASE/MAX_DELAY_MS. */
  OPENAI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
  /** How long one call to the model may take before it counts as a timeout (and is retried). */
  OPENAI_TIMEOUT_MS: positiveInt.default(60_000),
  /** The first retry's delay, doubling per retry up to OPENAI_RETRY_MAX_DELAY_MS; a server's Retry-After wins. */
  OPENAI_RETRY_BASE_DELAY_MS: positiveInt.default(1_000),
  /** The longest wait between two tries of one call; a server asking to wait longer ends the retries. */
  OPENAI_RETRY_MAX_DELAY_MS: positiveInt.default(30_000),
  /** USD per million prompt/completion tokens for the cost metric; the engine's price table when unset. */
  OPENAI_INPUT_PRICE_PER_1M: z.coerce.number().nonnegative().optional(),
  /** USD per million completion tokens; set with OPENAI_INPUT_PRICE_PER_1M or not at all. */
  OPENAI_OUTPUT_PRICE_PER_1M: z.coerce.number().nonnegative().optional(),
  /** Tokens all analysis runs of one report may use (retries included); past it the analysis stops and fails. */
  OPENAI_TOKEN_BUDGET_PER_REPORT: positiveInt.default(500_000),
  /** Tokens one user's analyses and issue explanations may use per UTC day, across every replica. */
  OPENAI_TOKEN_BUDGET_PER_USER_PER_DAY: positiveInt.default(2_000_000),
  /** "Retry analysis" calls accepted per report (whichever engine). */
  ANALYSIS_RETRIES_PER_REPORT: z.coerce.number().int().min(0).max(100).default(3),
  /** How long one explain call holds an issue's claim without renewing it (renewed every third of it while it runs). */
  EXPLAIN_CLAIM_SECONDS: positiveInt.max(3600).default(30),
  /** Above this estimate the buyer is told the analysis takes long (PUT answers 202, e-mail when done). */
  LONG_ANALYSIS_THRESHOLD_SECONDS: positiveInt.default(120),
  /** The estimate's size part: seconds of analysis per megabyte of report. */
  ANALYSIS_SECONDS_PER_MB: z.coerce.number().nonnegative().default(6),
  /** The estimate's per-report duration while no analysis has finished yet to average. */
  ANALYSIS_DEFAULT_SECONDS: positiveInt.default(30),
  /** Reports analyzed at the same time by one replica. */
  ANALYSIS_WORKERS: positiveInt.max(32).default(1),
  /** How long a claimed job is held without renewal; a dead worker's job is taken over after it. */
  ANALYSIS_LEASE_SECONDS: positiveInt.default(600),
  /** Claims per report (transient failures, or workers dying with it) before it is given up as failed. */
  ANALYSIS_MAX_ATTEMPTS: positiveInt.default(5),
  /** First delay after a transient failure, doubling up to ANALYSIS_RETRY_MAX_MS. */
  ANALYSIS_RETRY_INITIAL_MS: positiveInt.default(5_000),
  /** The longest delay between two attempts at one report. */
  ANALYSIS_RETRY_MAX_MS: positiveInt.default(5 * 60_000),
  /** Safety-net poll of the job table; a new job wakes the workers at once. */
  ANALYSIS_POLL_INTERVAL_MS: positiveInt.default(5_000),
  /** Wall clock and heap of one report's text extraction (a worker thread); past either the report fails. */
  EXTRACTION_TIMEOUT_MS: positiveInt.default(120_000),
  /** The heap of the text extraction's worker thread; a report needing more fails. */
  EXTRACTION_MAX_MEMORY_MB: positiveInt.default(512),
  /** Wall clock and heap of the analysis engine's worker thread per task (one report's analysis, one explanation);
   * an analysis over either fails for good, with a reason the buyer reads. */
  ANALYSIS_TIMEOUT_MS: positiveInt.default(60_000),
  /** The heap of the analysis engine's worker thread per task. */
  ANALYSIS_MAX_MEMORY_MB: positiveInt.default(512),
  /** Kafka consumer session timeout; tests shorten it because rebalances on the mock broker take about this long. */
  KAFKA_SESSION_TIMEOUT_MS: positiveInt.default(10_000),
};

export type InspectionAnalyzerConfig = ReturnType<typeof loadInspectionAnalyzerConfig>;

export function loadInspectionAnalyzerConfig(env: NodeJS.ProcessEnv = process.env) {
  // s3rver's and MinIO's default keys, and compose's sample, open the bucket of every buyer's reports to anyone.
  const config = loadConfig(inspectionAnalyzerConfigShape, env, [
    sampleSecretGuard('OBJECT_STORAGE_ACCESS_KEY'),
    sampleSecretGuard('OBJECT_STORAGE_SECRET_KEY'),
  ]);
  if (config.ANALYSIS_ENGINE === 'openai' && !config.OPENAI_API_KEY && !config.OPENAI_BASE_URL) {
    // A local OpenAI-compatible server may need no key; api.openai.com always does.
    throw new ConfigError([
      'OPENAI_API_KEY: required when ANALYSIS_ENGINE is openai (or set OPENAI_BASE_URL)',
    ]);
  }
  if (config.ANALYSIS_ENGINE === 'openai') {
    // A budget smaller than one call's context would refuse every report's first call.
    const tooSmall = (
      ['OPENAI_TOKEN_BUDGET_PER_REPORT', 'OPENAI_TOKEN_BUDGET_PER_USER_PER_DAY'] as const
    ).filter((name) => config[name] < config.OPENAI_MAX_CONTEXT_TOKENS);
    if (tooSmall.length > 0) {
      throw new ConfigError(
        tooSmall.map(
          (name) => `${name}: at least OPENAI_MAX_CONTEXT_TOKENS (${config.OPENAI_MAX_CONTEXT_TOKENS})`,
        ),
      );
    }
  }
  if (
    (config.OPENAI_INPUT_PRICE_PER_1M === undefined) !==
    (config.OPENAI_OUTPUT_PRICE_PER_1M === undefined)
  ) {
    throw new ConfigError(['OPENAI_INPUT_PRICE_PER_1M and OPENAI_OUTPUT_PRICE_PER_1M: set both or neither']);
  }
  return config;
}
