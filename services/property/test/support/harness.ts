// Starts the real property service in-process against the run's PostgreSQL and broker, with a test token issuer.
import { type ServiceError } from '@grpc/grpc-js';
import { connectService, createLogger, fieldViolationsOf, type FieldViolations } from '@homeward/kit';
import {
  PropertyServiceClient,
  PropertyServiceService,
} from '@homeward/protos/gen/homeward/property/v1/property';
import {
  createTestDatabase,
  startTestIssuer,
  testKafkaBrokers,
  uniqueId,
  type TestDatabase,
  type TestIssuer,
} from '@homeward/testing';
import { TEST_GROUP_TIMING } from '@homeward/testing';
import {
  loadPropertyConfig,
  startPropertyService,
  type PropertyConfig,
  type RunningService,
} from '../../src';

export const testLogger = createLogger('property-test', process.env.TEST_LOG_LEVEL ?? 'silent');

type PropertyClient = ReturnType<typeof connectService<PropertyServiceClient>>['client'];

export interface PropertyHarness {
  database: TestDatabase;
  issuer: TestIssuer;
  config: PropertyConfig;
  service: RunningService;
  client: PropertyClient;
  /** Stops the service alone (database, issuer and consumer group stay), as an outage would. */
  stopService(): Promise<void>;
  /** Starts it again on the same database and group, with a client for its new port. */
  startService(): Promise<void>;
  stop(): Promise<void>;
}

/** The real service on port 0; `env` adds or overrides variables (e.g. PROPERTY_DATA_PROVIDER). */
export async function startPropertyHarness(
  prefix: string,
  env: Record<string, string> = {},
): Promise<PropertyHarness> {
  const database = await createTestDatabase(prefix);
  const issuer = await startTestIssuer();
  const config = {
    ...loadPropertyConfig({
      SERVICE_NAME: 'property',
      LOG_LEVEL: 'silent',
      // the kit's port schema wants 1..65535; the real ports below are 0 (any free port)
      GRPC_PORT: '1',
      OPS_PORT: '1',
      DATABASE_URL: database.url,
      KAFKA_BROKERS: testKafkaBrokers().join(','),
      KAFKA_GROUP_PREFIX: uniqueId(prefix),
      KAFKA_SESSION_TIMEOUT_MS: String(TEST_GROUP_TIMING.sessionTimeout),
      IDENTITY_JWKS_URL: issuer.jwksUrl,
      JWT_ISSUER: issuer.issuer,
      JWT_AUDIENCE: issuer.audience,
      ...env,
    }),
    GRPC_PORT: 0,
    OPS_PORT: 0,
  };
  let connection: ReturnType<typeof connectService<PropertyServiceClient>> | undefined;
  let running: RunningService | undefined;
  const harness: PropertyHarness = {
    database,
    issuer,
    config,
    get service() {
      if (!running) throw new Error('the property service is not running');
      return running;
    },
    get client() {
      if (!connection) throw new Error('the property service is not running');
      return connection.client;
    },
    async stopService() {
      connection?.close();
      connection = undefined;
      await running?.stop();
      running = undefined;
    },
    async startService() {
      running = await startPropertyService(config, testLogger);
      connection = connectService(
        PropertyServiceClient,
        PropertyServiceService,
        `127.0.0.1:${running.grpcPort}`,
      );
    },
    async stop() {
      await harness.stopService();
      await issuer.stop();
      await database.drop();
    },
  };
  await harness.startService();
  return harness;
}

/** The gRPC status and field violations a call failed with; fails the test if it succeeded. */
export async function failureOf(
  call: Promise<unknown>,
): Promise<{ code: number; details: string; fields: FieldViolations | undefined }> {
  const outcome = await call.then(
    () => undefined,
    (error: ServiceError) => error,
  );
  if (!outcome) throw new Error('expected the call to fail, but it succeeded');
  return { code: outcome.code, details: outcome.details, fields: fieldViolationsOf(outcome.metadata) };
}
