// The real tour service in-process with the REAL property service beside it (the test topology: each on its own
// database of the run's PostgreSQL, on this file's broker), both verifying one test issuer's tokens. The property
// service answers from its demo dataset, so a buyer can own a listed home (with a listing agent) and an unlisted one.
import { connectDatabase, connectService, type Knex, type PromiseClient } from '@homeward/kit';
import {
  PropertyServiceClient,
  PropertyServiceService,
} from '@homeward/protos/gen/homeward/property/v1/property';
import { TourServiceClient, TourServiceService } from '@homeward/protos/gen/homeward/tour/v1/tour';
import { topics } from '@homeward/protos/topics';
import { loadPropertyConfig, startPropertyService } from '@homeward/property';
import {
  collectTestMessages,
  inProcess,
  startOrStop,
  startTopology,
  type Collector,
} from '@homeward/testing';
import { loadTourConfig, startTourService } from '../../src';

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
  const topology = await startTopology({
    prefix,
    real: {
      property: {
        start: inProcess(loadPropertyConfig, startPropertyService),
        env: { PROPERTY_DATA_PROVIDER: 'demo' },
      },
      tour: {
        start: inProcess(loadTourConfig, startTourService),
        env: { TOUR_LINK_SECRET: TEST_LINK_SECRET, ...tourSettings },
      },
    },
  });
  const issuer = topology.issuer!;
  return startOrStop(async (stops) => {
    const events = stops.add(
      await collectTestMessages(`${prefix}-tours`, [
        topics.tourScheduled.name,
        topics.tourConfirmed.name,
        topics.tourCancelled.name,
      ]),
      (collector) => collector.stop(),
    );
    const properties = stops.add(
      connectService(PropertyServiceClient, PropertyServiceService, topology.address('property')),
      (connection) => connection.close(),
    ).client;
    const address = topology.address('tour');
    const client = stops.add(connectService(TourServiceClient, TourServiceService, address), (connection) =>
      connection.close(),
    ).client;
    const db = stops.add(connectDatabase(topology.database('tour').url), (knex) => knex.destroy());

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

    return { client, address, properties, events, db, buyer, propertyOf, stop: () => topology.stop() };
  }, topology.stops);
}
