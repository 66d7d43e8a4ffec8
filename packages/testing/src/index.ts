export { createTestDatabase, type TestDatabase } from './database';
export { readTestEnvironment, type TestEnvironment } from './environment';
export { startTestIssuer, type TestIssuer } from './issuer';
export { emailsTo, testMail, type CaughtEmail, type TestMail } from './mail';
export { uniqueId, waitFor, type WaitOptions } from './wait';

import { readTestEnvironment } from './environment';

export function testKafkaBrokers(): string[] {
  return readTestEnvironment().kafkaBrokers.split(',');
}

export function testObjectStorage() {
  const { s3Endpoint, s3AccessKey, s3SecretKey } = readTestEnvironment();
  return { endpoint: s3Endpoint, accessKey: s3AccessKey, secretKey: s3SecretKey };
}
export {
  collectMessages,
  startTcpProxy,
  unusedPort,
  TEST_GROUP_TIMING,
  type CollectedMessage,
  type Collector,
} from './kafka';
