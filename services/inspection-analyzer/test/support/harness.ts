// Starts the real inspection-analyzer in-process with a REAL property service beside it (its own database), on the
// run's PostgreSQL, broker and S3 server (a bucket per file), and a test token issuer both services trust. The
// analysis engine is the test's: a deliberately simple one whose findings and timing the test controls.
import { connectService, createLogger, type Knex, connectDatabase } from '@homeward/kit';
import {
  InspectionAnalyzerServiceClient,
  InspectionAnalyzerServiceService,
} from '@homeward/protos/gen/homeward/inspection_analyzer/v1/inspection_analyzer';
import {
  PropertyServiceClient,
  PropertyServiceService,
} from '@homeward/protos/gen/homeward/property/v1/property';
import { PaymentSucceeded } from '@homeward/protos/gen/homeward/payment/v1/events';
import { topics } from '@homeward/protos/topics';
import { loadPropertyConfig, startPropertyService } from '@homeward/property';
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
  waitFor,
  type TestDatabase,
  type TestIssuer,
  type TestPublisher,
} from '@homeward/testing';
import {
  loadInspectionAnalyzerConfig,
  startInspectionAnalyzerService,
  type InspectionAnalyzerParts,
  type RunningService,
} from '../../src';

const quiet = (name: string) => createLogger(name, process.env.TEST_LOG_LEVEL ?? 'silent');

type AnalyzerClient = ReturnType<typeof connectService<InspectionAnalyzerServiceClient>>['client'];
type PropertyClient = ReturnType<typeof connectService<PropertyServiceClient>>['client'];

export interface AnalyzerHarness {
  issuer: TestIssuer;
  property: RunningService;
  properties: PropertyClient;
  analyzerDatabase: TestDatabase;
  /** The analyzer's database, for what no RPC shows (jobs, outbox). */
  db: Knex;
  bucket: string;
  /** The analyzer variables of this file, for starting more analyzers on the same database. */
  analyzerEnv: Record<string, string>;
  /** Starts an analyzer (several may run, as replicas would); each is stopped with the harness unless stopped first. */
  startAnalyzer(parts: InspectionAnalyzerParts, env?: Record<string, string>): Promise<RunningAnalyzer>;
  /** A property of the user's, unlocked as payment.succeeded unlocks it (unless `locked`). */
  propertyOf(token: string, userId: string, options?: { locked?: boolean }): Promise<string>;
  stop(): Promise<void>;
}

export interface RunningAnalyzer {
  service: RunningService;
  client: AnalyzerClient;
  stop(): Promise<void>;
}

export async function startAnalyzerHarness(prefix: string): Promise<AnalyzerHarness> {
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
    const properties = stops.add(
      connectService(PropertyServiceClient, PropertyServiceService, `127.0.0.1:${property.grpcPort}`),
      (connection) => connection.close(),
    ).client;
    const payments: TestPublisher = stops.add(await startTestPublisher('homeward/payment'), (publisher) =>
      publisher.stop(),
    );
    const db = stops.add(connectDatabase(analyzerDatabase.url), (database) => database.destroy());
    const storage = testObjectStorage();
    const bucket = await createTestBucket(prefix.replace(/_/g, '-'));
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
      // the safety-net poll; a committed job wakes the workers at once anyway
      ANALYSIS_POLL_INTERVAL_MS: '500',
      ANALYSIS_RETRY_INITIAL_MS: '200',
      ANALYSIS_RETRY_MAX_MS: '1000',
    };

    return {
      issuer,
      property,
      properties,
      analyzerDatabase,
      db,
      bucket,
      analyzerEnv,
      async startAnalyzer(parts, env = {}) {
        const service = await startInspectionAnalyzerService(
          onFreePorts(loadInspectionAnalyzerConfig({ ...analyzerEnv, ...env })),
          quiet('inspection-analyzer-test'),
          parts,
        );
        const connection = connectService(
          InspectionAnalyzerServiceClient,
          InspectionAnalyzerServiceService,
          `127.0.0.1:${service.grpcPort}`,
        );
        let stopped = false;
        const stop = async () => {
          if (stopped) return;
          stopped = true;
          connection.close();
          await service.stop();
        };
        stops.add(service, stop);
        return { service, client: connection.client, stop };
      },
      async propertyOf(token, userId, { locked = false } = {}) {
        const as = { accessToken: token };
        const { property: created } = await properties.createProperty(
          { address: `${Math.floor(Math.random() * 9000) + 100} Inspection Way, Austin, TX 78701` },
          as,
        );
        const propertyId = created!.id;
        await properties.activateProperty({ propertyId }, as);
        if (locked) return propertyId;
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
        await waitFor(async () => (await properties.getProperty({ propertyId }, as)).property?.isUnlocked, {
          message: 'the property unlocked by payment.succeeded',
          timeoutMs: 30_000,
        });
        return propertyId;
      },
      stop: () => stops.stopAll(),
    };
  });
}
