// The real inspection-analyzer and property services in-process (the test topology: each on its own database of the
// run's PostgreSQL, on this file's broker, the analyzers with a bucket on the run's S3 server), with a test token
// issuer both trust; for the BFF's test through the real analyzer. The analysis engine is the default (offline).
import { connectDatabase, type Knex } from '@homeward/kit';
import { PaymentSucceeded } from '@homeward/protos/gen/homeward/payment/v1/events';
import { topics } from '@homeward/protos/topics';
import { startOrStop, startTestPublisher, startTopology, type TestIssuer } from '@homeward/testing';
import { START } from './real-services';

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
  const topology = await startTopology({
    prefix,
    real: {
      property: { start: START.property },
      // the test starts its replicas
      'inspection-analyzer': {
        start: START['inspection-analyzer'],
        started: false,
        env: { ANALYSIS_POLL_INTERVAL_MS: '500' },
      },
    },
  });
  return startOrStop(async (stops) => {
    const payments = stops.add(await startTestPublisher('homeward/payment'), (publisher) => publisher.stop());
    const analyzerDb = stops.add(connectDatabase(topology.database('inspection-analyzer').url), (db) =>
      db.destroy(),
    );
    const analyzerEnv = topology.env('inspection-analyzer');
    return {
      issuer: topology.issuer!,
      propertyAddress: topology.address('property'),
      storageEndpoint: analyzerEnv.OBJECT_STORAGE_ENDPOINT!,
      bucket: analyzerEnv.OBJECT_STORAGE_BUCKET!,
      analyzerDb,
      async startAnalyzer(env = {}) {
        const analyzer = await topology.startAnother('inspection-analyzer', { env });
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
      stop: () => topology.stop(),
    };
  }, topology.stops);
}
