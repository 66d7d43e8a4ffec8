// Starts the real tour service in-process against the run's PostgreSQL, with a test token issuer.
import { type ServiceError } from '@grpc/grpc-js';
import { connectService, createLogger, fieldViolationsOf, type FieldViolations } from '@homeward/kit';
import { TourServiceClient, TourServiceService } from '@homeward/protos/gen/homeward/tour/v1/tour';
import {
  createTestDatabase,
  startTestIssuer,
  testKafkaBrokers,
  uniqueId,
  type TestDatabase,
  type TestIssuer,
} from '@homeward/testing';
import { loadTourConfig, startTourService, type RunningService } from '../../src';

const testLogger = createLogger('tour-test', process.env.TEST_LOG_LEVEL ?? 'silent');

type TourClient = ReturnType<typeof connectService<TourServiceClient>>['client'];

export interface TourHarness {
  issuer: TestIssuer;
  service: RunningService;
  client: TourClient;
  stop(): Promise<void>;
}

/** The real service on port 0, on a database of its own. */
export async function startTourHarness(prefix: string): Promise<TourHarness> {
  const database: TestDatabase = await createTestDatabase(prefix);
  const issuer = await startTestIssuer();
  const config = {
    ...loadTourConfig({
      SERVICE_NAME: 'tour',
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
  const service = await startTourService(config, testLogger);
  const connection = connectService(TourServiceClient, TourServiceService, `127.0.0.1:${service.grpcPort}`);
  return {
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
