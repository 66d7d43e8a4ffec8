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
