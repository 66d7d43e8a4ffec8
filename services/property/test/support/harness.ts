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
} from '@homeward/scripts/src/testing';
import { loadPropertyConfig } from '../../src/config';
import { startPropertyService, type RunningService } from '../../src/service';

export const testLogger = createLogger('property-test', process.env.TEST_LOG_LEVEL ?? 'silent');

export interface PropertyHarness {
  database: TestDatabase;
  issuer: TestIssuer;
  service: RunningService;
  client: ReturnType<typeof connectService<PropertyServiceClient>>['client'];
  stop(): Promise<void>;
}

export async function startPropertyHarness(prefix: string): Promise<PropertyHarness> {
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
      IDENTITY_JWKS_URL: issuer.jwksUrl,
      JWT_ISSUER: issuer.issuer,
      JWT_AUDIENCE: issuer.audience,
    }),
    GRPC_PORT: 0,
    OPS_PORT: 0,
  };
  const service = await startPropertyService(config, testLogger);
  const connection = connectService(
    PropertyServiceClient,
    PropertyServiceService,
    `127.0.0.1:${service.grpcPort}`,
  );
  return {
    database,
    issuer,
    service,
    client: connection.client,
    async stop() {
      connection.close();
      await service.stop();
      await issuer.stop();
      await database.drop();
    },
  };
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
