// The real inspection-analyzer and property services in-process (by their packages' public start functions), on
// the run's PostgreSQL, broker and S3 server, with a test token issuer both trust; for the BFF's test through the
// real analyzer. The analysis engine is the analyzer's configured default (offline).
import { connectDatabase, createLogger, type Knex } from '@homeward/kit';
import { loadInspectionAnalyzerConfig, startInspectionAnalyzerService } from '@homeward/inspection-analyzer';
import { loadPropertyConfig, startPropertyService } from '@homeward/property';
import { PaymentSucceeded } from '@homeward/protos/gen/homeward/payment/v1/events';
import { topics } from '@homeward/protos/topics';
import {
  createTestBucket,
  createTestDatabase,
  onFreePorts,
  serviceTestEnv,
  startOrStop,
  startTestIssuer,
  startTestPublisher,
  testObjectStorage,
  uniqueId,
  type TestIssuer,
} from '@homeward/testing';

const quiet = (name: string) => createLogger(name, process.env.TEST_LOG_LEVEL ?? 'silent');

export interface RealServices {
  issuer: TestIssuer;
  propertyAddress: string;
  /** The S3 origin the analyzers presign for (and the BFF must proxy to). */
  storageEndpoint: string;
  /** The analyzers' bucket on it (s3rver reads its objects to anyone). */
  bucket: string;
  /** The analyzers' database, for what no API shows (an upload's claim). */
  analyzerDb: Knex;
  /** Starts an analyzer replica (same database and consumer group) with extra variables; its gRPC address. */
  startAnalyzer(env?: Record<string, string>): Promise<string>;
  /** What payment.succeeded does: the property service unlocks the property. */
  publishPaymentSucceeded(propertyId: string, userId: string): Promise<void>;
  stop(): Promise<void>;
}

export async function startRealServices(prefix: string): Promise<RealServices> {
  return startOrStop(async (stops) => {
    const issuer = stops.add(await startTestIssuer(), (started) => started.stop());
    const propertyDatabase = stops.add(await createTestDatabase(`${prefix}_property`), (db) => db.drop());
    const analyzerDatabase = stops.add(await createTestDatabase(`${prefix}_analyzer`), (db) => db.drop());
    const groupPrefix = uniqueId(prefix);
    const property = stops.add(
      await startPropertyService(
        onFreePorts(
          loadPropertyConfig(
            serviceTestEnv({ serviceName: 'property', database: propertyDatabase, issuer, groupPrefix }),
          ),
        ),
        quiet('property-test'),
      ),
      (started) => started.stop(),
    );
    const payments = stops.add(await startTestPublisher('homeward/payment'), (publisher) => publisher.stop());
    const storage = testObjectStorage();
    const bucket = await createTestBucket(prefix.replace(/_/g, '-'));
    const analyzerDb = stops.add(connectDatabase(analyzerDatabase.url), (db) => db.destroy());
    const analyzerEnv = {
      ...serviceTestEnv({
        serviceName: 'inspection-analyzer',
        database: analyzerDatabase,
        issuer,
        groupPrefix,
      }),
      PROPERTY_GRPC_ADDR: `127.0.0.1:${property.grpcPort}`,
      OBJECT_STORAGE_ENDPOINT: storage.endpoint,
      OBJECT_STORAGE_ACCESS_KEY: storage.accessKey,
      OBJECT_STORAGE_SECRET_KEY: storage.secretKey,
      OBJECT_STORAGE_REGION: storage.region,
      OBJECT_STORAGE_BUCKET: bucket,
      ANALYSIS_POLL_INTERVAL_MS: '500',
    };
    return {
      issuer,
      propertyAddress: `127.0.0.1:${property.grpcPort}`,
      storageEndpoint: storage.endpoint,
      bucket,
      analyzerDb,
      async startAnalyzer(env = {}) {
        const analyzer = stops.add(
          await startInspectionAnalyzerService(
            onFreePorts(loadInspectionAnalyzerConfig({ ...analyzerEnv, ...env })),
            quiet('inspection-analyzer-test'),
          ),
          (started) => started.stop(),
        );
        return `127.0.0.1:${analyzer.grpcPort}`;
      },
      async publishPaymentSucceeded(propertyId, userId) {
        await payments.publish(
          topics.paymentSucceeded,
          propertyId,
          PaymentSucceeded.fromPartial({
            paymentId: crypto.randomUUID(),
            propertyId,
            userId,
            amountCents: 9900,
            currency: 'usd',
            providerPaymentId: `pi_${Date.now()}`,
            occurredAt: new Date().toISOString(),
          }),
        );
      },
      stop: () => stops.stopAll(),
    };
  });
}
