// The real inspection-analyzer in-process with a REAL property service beside it (the test topology: each on its own
// database of the run's PostgreSQL, on this file's broker, the analyzer with a bucket of its own on the S3 server),
// and a test token issuer both trust. The analysis engine is the test's: one whose findings and timing it controls.
import { connectService, type Knex, connectDatabase } from '@homeward/kit';
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
  inProcess,
  onFreePorts,
  startOrStop,
  startTestPublisher,
  startTopology,
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
  const topology = await startTopology({
    prefix,
    real: {
      property: { start: inProcess(loadPropertyConfig, startPropertyService) },
      // each test starts its analyzers, with an analysis engine of its own
      'inspection-analyzer': {
        start: inProcess(loadInspectionAnalyzerConfig, startInspectionAnalyzerService),
        started: false,
        env: {
          // the safety-net poll; a committed job wakes the workers at once anyway
          ANALYSIS_POLL_INTERVAL_MS: '500',
          ANALYSIS_RETRY_INITIAL_MS: '200',
          ANALYSIS_RETRY_MAX_MS: '1000',
        },
      },
    },
  });
  return startOrStop(async (stops) => {
    const properties = stops.add(
      connectService(PropertyServiceClient, PropertyServiceService, topology.address('property')),
      (connection) => connection.close(),
    ).client;
    const payments: TestPublisher = stops.add(await startTestPublisher('homeward/payment'), (publisher) =>
      publisher.stop(),
    );
    const analyzerDatabase = topology.database('inspection-analyzer');
    const db = stops.add(connectDatabase(analyzerDatabase.url), (database) => database.destroy());
    const analyzerEnv = topology.env('inspection-analyzer');

    return {
      issuer: topology.issuer!,
      property: topology.service('property'),
      properties,
      analyzerDatabase,
      db,
      bucket: analyzerEnv.OBJECT_STORAGE_BUCKET!,
      analyzerEnv,
      async startAnalyzer(parts, env = {}) {
        const service = await topology.startAnother('inspection-analyzer', {
          env,
          start: (variables, logger) =>
            startInspectionAnalyzerService(
              onFreePorts(loadInspectionAnalyzerConfig(variables)),
              logger,
              parts,
            ),
        });
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
      stop: () => topology.stop(),
    };
  }, topology.stops);
}
