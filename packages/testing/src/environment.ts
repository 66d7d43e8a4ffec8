/**
 * How the jest global setup hands the running infrastructure to test files (which run in worker processes): plain
 * environment variables, which workers inherit.
 */
export const TEST_ENV = {
  postgresAdminUrl: 'HOMEWARD_TEST_POSTGRES_URL',
  smtpHost: 'HOMEWARD_TEST_SMTP_HOST',
  smtpPort: 'HOMEWARD_TEST_SMTP_PORT',
  mailApiUrl: 'HOMEWARD_TEST_MAIL_API_URL',
  s3Endpoint: 'HOMEWARD_TEST_S3_ENDPOINT',
  s3AccessKey: 'HOMEWARD_TEST_S3_ACCESS_KEY',
  s3SecretKey: 'HOMEWARD_TEST_S3_SECRET_KEY',
  s3Region: 'HOMEWARD_TEST_S3_REGION',
} as const;

/**
 * Not shared by the run: each integration test file gets a broker of its own (kafka-per-file-environment.ts), whose
 * address its environment sets here.
 */
export const KAFKA_BROKERS_ENV = 'HOMEWARD_TEST_KAFKA_BROKERS';

export type TestEnvironment = Record<keyof typeof TEST_ENV, string>;

export function readTestEnvironment(env: NodeJS.ProcessEnv = process.env): TestEnvironment {
  const missing = Object.values(TEST_ENV).filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new Error(
      `The test infrastructure is not running (missing ${missing.join(', ')}). Run integration tests through the root ` +
        'jest config (`npx jest --selectProjects integration`), whose global setup starts it.',
    );
  }
  return Object.fromEntries(
    Object.entries(TEST_ENV).map(([key, name]) => [key, env[name]!]),
  ) as TestEnvironment;
}

export function writeTestEnvironment(values: TestEnvironment, env: NodeJS.ProcessEnv = process.env): void {
  for (const [key, name] of Object.entries(TEST_ENV)) env[name] = values[key as keyof TestEnvironment];
}
