export { createTestDatabase, type TestDatabase } from './database';
export { readTestEnvironment, type TestEnvironment } from './environment';
export { startTestIssuer, type TestIssuer } from './issuer';
export { emailsTo, testMail, type CaughtEmail, type TestMail } from './mail';
export { uniqueId, waitFor, type WaitOptions } from './wait';

import { KAFKA_BROKERS_ENV } from './environment';

/** This test file's own broker (see kafka-per-file-environment.ts). */
export function testKafkaBrokers(): string[] {
  const brokers = process.env[KAFKA_BROKERS_ENV];
  if (!brokers) {
    throw new Error(
      `${KAFKA_BROKERS_ENV} is not set: only the integration project's test environment starts a broker per file.`,
    );
  }
  return brokers.split(',');
}
export {
  collectMessages,
  startTcpProxy,
  unusedPort,
  TEST_GROUP_TIMING,
  type CollectedMessage,
  type Collector,
} from './kafka';
export { startTestOidcProvider, type TestOidcProvider } from './oidc-provider';
