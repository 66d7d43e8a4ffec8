import { ConfigError } from '@homeward/kit';
import { loadInspectionAnalyzerConfig } from './config';

const base = {
  SERVICE_NAME: 'inspection-analyzer',
  GRPC_PORT: '50055',
  OPS_PORT: '9105',
  DATABASE_URL: 'postgres://localhost/inspection_analyzer',
  KAFKA_BROKERS: 'localhost:9092',
  IDENTITY_JWKS_URL: 'http://localhost:9101/.well-known/jwks.json',
  OBJECT_STORAGE_ACCESS_KEY: 'access',
  OBJECT_STORAGE_SECRET_KEY: 'secret',
};

const problemsOf = (env: Record<string, string>) => {
  try {
    loadInspectionAnalyzerConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('the inspection-analyzer configuration', () => {
  it('defaults to the offline engine, one worker, 300 s upload URLs and a 120 s long threshold', () => {
    expect(loadInspectionAnalyzerConfig(base)).toMatchObject({
      ANALYSIS_ENGINE: 'offline',
      ANALYSIS_WORKERS: 1,
      UPLOAD_URL_TTL_SECONDS: 300,
      LONG_ANALYSIS_THRESHOLD_SECONDS: 120,
      OBJECT_STORAGE_BUCKET: 'homeward-inspections',
      OBJECT_STORAGE_REGION: 'us-east-1',
    });
  });

  it('needs the storage credentials and a valid bucket name', () => {
    const { OBJECT_STORAGE_SECRET_KEY: _omitted, ...withoutSecret } = base;
    expect(problemsOf(withoutSecret)).toEqual([expect.stringMatching(/^OBJECT_STORAGE_SECRET_KEY:/)]);
    expect(problemsOf({ ...base, OBJECT_STORAGE_BUCKET: 'Not_A_Bucket' })).toEqual([
      expect.stringMatching(/^OBJECT_STORAGE_BUCKET:/),
    ]);
  });

  it('needs an OpenAI key or base URL for the openai engine, and both token prices or neither', () => {
    expect(problemsOf({ ...base, ANALYSIS_ENGINE: 'openai' })).toEqual([
      expect.stringMatching(/^OPENAI_API_KEY:/),
    ]);
    expect(
      problemsOf({ ...base, ANALYSIS_ENGINE: 'openai', OPENAI_BASE_URL: 'http://127.0.0.1:8000/v1' }),
    ).toEqual([]);
    expect(problemsOf({ ...base, OPENAI_INPUT_PRICE_PER_1M: '0.15' })).toEqual([
      expect.stringMatching(/^OPENAI_INPUT_PRICE_PER_1M and OPENAI_OUTPUT_PRICE_PER_1M/),
    ]);
  });

  it('bounds the OpenAI engine by default: tokens per report and per user per day, three retries per report', () => {
    expect(loadInspectionAnalyzerConfig(base)).toMatchObject({
      OPENAI_TOKEN_BUDGET_PER_REPORT: 500_000,
      OPENAI_TOKEN_BUDGET_PER_USER_PER_DAY: 2_000_000,
      ANALYSIS_RETRIES_PER_REPORT: 3,
      EXPLAIN_CLAIM_SECONDS: 30,
    });
    expect(problemsOf({ ...base, OPENAI_TOKEN_BUDGET_PER_REPORT: '0' })).toEqual([
      expect.stringMatching(/^OPENAI_TOKEN_BUDGET_PER_REPORT:/),
    ]);
    expect(
      loadInspectionAnalyzerConfig({ ...base, ANALYSIS_RETRIES_PER_REPORT: '0' }).ANALYSIS_RETRIES_PER_REPORT,
    ).toBe(0);
  });

  it('refuses an OpenAI budget that one call at the configured context would overrun', () => {
    const openAi = { ...base, ANALYSIS_ENGINE: 'openai', OPENAI_BASE_URL: 'http://127.0.0.1:8000/v1' };
    expect(
      problemsOf({ ...openAi, OPENAI_MAX_CONTEXT_TOKENS: '8000', OPENAI_TOKEN_BUDGET_PER_REPORT: '7999' }),
    ).toEqual([expect.stringMatching(/^OPENAI_TOKEN_BUDGET_PER_REPORT: at least OPENAI_MAX_CONTEXT_TOKENS/)]);
    expect(
      problemsOf({
        ...openAi,
        OPENAI_MAX_CONTEXT_TOKENS: '8000',
        OPENAI_TOKEN_BUDGET_PER_REPORT: '8000',
        OPENAI_TOKEN_BUDGET_PER_USER_PER_DAY: '8000',
      }),
    ).toEqual([]);
    // The offline engine spends no tokens: its budgets are not checked.
    expect(problemsOf({ ...base, OPENAI_TOKEN_BUDGET_PER_REPORT: '10' })).toEqual([]);
  });

  it('cleans up abandoned uploads every 10 minutes an hour past expiry, and keeps a 1 GB quota per user by default', () => {
    expect(loadInspectionAnalyzerConfig(base)).toMatchObject({
      STORAGE_QUOTA_BYTES_PER_USER: 1024 * 1024 * 1024,
      UPLOAD_CLEANUP_INTERVAL_MS: 600_000,
      UPLOAD_CLEANUP_GRACE_SECONDS: 3600,
    });
  });

  it('refuses a quota smaller than one report, and a clean-up interval or grace that is no duration', () => {
    expect(
      problemsOf({
        ...base,
        STORAGE_QUOTA_BYTES_PER_USER: '104857599',
        UPLOAD_CLEANUP_INTERVAL_MS: '0',
        UPLOAD_CLEANUP_GRACE_SECONDS: '-1',
      }),
    ).toEqual([
      expect.stringMatching(/^STORAGE_QUOTA_BYTES_PER_USER:/),
      expect.stringMatching(/^UPLOAD_CLEANUP_INTERVAL_MS:/),
      expect.stringMatching(/^UPLOAD_CLEANUP_GRACE_SECONDS:/),
    ]);
  });

  it('refuses nonsense numbers', () => {
    expect(problemsOf({ ...base, ANALYSIS_WORKERS: '0', UPLOAD_URL_TTL_SECONDS: 'soon' })).toHaveLength(2);
  });

  it("refuses s3rver's, MinIO's and compose's sample keys in production unless ALLOW_SAMPLE_SECRETS=true", () => {
    const production = { ...base, NODE_ENV: 'production' };
    expect(
      problemsOf({ ...production, OBJECT_STORAGE_ACCESS_KEY: 'S3RVER', OBJECT_STORAGE_SECRET_KEY: 'S3RVER' }),
    ).toEqual([
      expect.stringMatching(/^OBJECT_STORAGE_ACCESS_KEY: refused with NODE_ENV=production/),
      expect.stringMatching(/^OBJECT_STORAGE_SECRET_KEY: refused with NODE_ENV=production/),
    ]);
    for (const secret of ['minioadmin', 'compose-only-minio-secret'])
      expect(problemsOf({ ...production, OBJECT_STORAGE_SECRET_KEY: secret })).toEqual([
        expect.stringMatching(/^OBJECT_STORAGE_SECRET_KEY: .*ALLOW_SAMPLE_SECRETS=true allows it$/),
      ]);
    expect(
      problemsOf({ ...production, OBJECT_STORAGE_SECRET_KEY: 'minioadmin', ALLOW_SAMPLE_SECRETS: 'true' }),
    ).toEqual([]);
    expect(problemsOf(production)).toEqual([]);
  });

  it('keeps the offline engine in production: it is an honest stand-in that gives nothing away', () => {
    expect(loadInspectionAnalyzerConfig({ ...base, NODE_ENV: 'production' }).ANALYSIS_ENGINE).toBe('offline');
  });
});
