// Starts the real tour service in-process with the REAL property service beside it (each on its own database), on
// the run's PostgreSQL and broker, both verifying one test issuer's tokens. The property service answers from its
// demo dataset, so a buyer can own a listed home (with a listing agent and their e-mail) and an unlisted one.
import { connectDatabase, connectService, createLogger, type Knex, type PromiseClient } from '@homeward/kit';
import {
  PropertyServiceClient,
  PropertyServiceService,
} from '@homeward/protos/gen/homeward/property/v1/property';
import { TourServiceClient, TourServiceService } from '@homeward/protos/gen/homeward/tour/v1/tour';
import { topics } from '@homeward/protos/topics';
import { loadPropertyConfig, startPropertyService } from '@homeward/property';
import {
  collectTestMessages,
  createTestDatabase,
  onFreePorts,
  serviceTestEnv,
  startOrStop,
  startTestIssuer,
  uniqueId,
  type Collector,
  type TestIssuer,
} from '@homeward/testing';
import { loadTourConfig, startTourService } from '../../src';

const quiet = (name: string) => createLogger(name, process.env.TEST_LOG_LEVEL ?? 'silent');

/** The secret the harness's tour service signs links with; tests sign their own (expired) links with it. */
export const TEST_LINK_SECRET = 'tour-integration-test-link-secret-0123456789';

export interface Buyer {
  userId: string;
  accessToken: string;
}

export interface TourHarness {
  client: PromiseClient<TourServiceClient>;
  /** The tour service's gRPC address, for clients built from the .proto files (the contract tests). */
  address: string;
  properties: PromiseClient<PropertyServiceClient>;
  /** Everything published on tour.* since the harness started. */
  events: Collector;
  /** The tour service's database, for what no RPC shows. */
  db: Knex;
  buyer(): Promise<Buyer>;
  /** An active property of the buyer's at one of the demo dataset's addresses. */
  propertyOf(buyer: Buyer, address: string): Promise<string>;
  stop(): Promise<void>;
}

export async function startTourHarness(
  prefix: string,
  tourSettings: Record<string, string> = {},
): Promise<TourHarness> {
  return startOrStop(async (stops) => {
    const issuer: TestIssuer = stops.add(await startTestIssuer(), (started) => started.stop());
    const groupPrefix = uniqueId(prefix);
    const env = async (serviceName: string) =>
      serviceTestEnv({
        serviceName,
        database: stops.add(await createTestDatabase(`${prefix}_${serviceName}`), (db) => db.drop()),
        issuer,
        groupPrefix,
      });
    const events = stops.add(
      await collectTestMessages(`${prefix}-tours`, [
        topics.tourScheduled.name,
        topics.tourConfirmed.name,
        topics.tourCancelled.name,
      ]),
      (collector) => collector.stop(),
    );

    const property = stops.add(
      await startPropertyService(
        onFreePorts(loadPropertyConfig({ ...(await env('property')), PROPERTY_DATA_PROVIDER: 'demo' })),
        quiet('property-test'),
      ),
      (started) => started.stop(),
    );
    const properties = stops.add(
      connectService(PropertyServiceClient, PropertyServiceService, `127.0.0.1:${property.grpcPort}`),
      (connection) => connection.close(),
    ).client;

    const tourEnv = await env('tour');
    const tour = stops.add(
      await startTourService(
        onFreePorts(
          loadTourConfig({
            ...tourEnv,
            NODE_ENV: 'test',
            TOUR_LINK_SECRET: TEST_LINK_SECRET,
            PROPERTY_GRPC_ADDR: `127.0.0.1:${property.grpcPort}`,
            ...tourSettings,
          }),
        ),
        quiet('tour-test'),
      ),
      (started) => started.stop(),
    );
    const client = stops.add(
      connectService(TourServiceClient, TourServiceService, `127.0.0.1:${tour.grpcPort}`),
      (connection) => connection.close(),
    ).client;
    const db = stops.add(connectDatabase(tourEnv.DATABASE_URL!), (knex) => knex.destroy());

    async function buyer(): Promise<Buyer> {
      const userId = crypto.randomUUID();
      return { userId, accessToken: await issuer.tokenFor(userId) };
    }

    async function propertyOf(owner: Buyer, address: string): Promise<string> {
      const as = { accessToken: owner.accessToken };
      const { property: created } = await properties.createProperty({ address }, as);
      await properties.activateProperty({ propertyId: created!.id }, as);
      return created!.id;
    }

    const address = `127.0.0.1:${tour.grpcPort}`;
    return { client, address, properties, events, db, buyer, propertyOf, stop: () => stops.stopAll() };
  });
}
