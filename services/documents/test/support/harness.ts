// The real documents service in-process with REAL identity and property services beside it (the test topology: each
// on its own database of the run's PostgreSQL, on this file's broker). Identity issues the tokens every service verifies (its JWKS), so a
// draft's prefill reads the buyer's profile exactly as in production: GetMe with the caller's own token.
import { connectDatabase, connectService, type Knex, type PromiseClient } from '@homeward/kit';
import {
  DocumentsServiceClient,
  DocumentsServiceService,
} from '@homeward/protos/gen/homeward/documents/v1/documents';
import {
  IdentityServiceClient,
  IdentityServiceService,
} from '@homeward/protos/gen/homeward/identity/v1/identity';
import { PaymentSucceeded } from '@homeward/protos/gen/homeward/payment/v1/events';
import {
  PropertyServiceClient,
  PropertyServiceService,
} from '@homeward/protos/gen/homeward/property/v1/property';
import { topics } from '@homeward/protos/topics';
import { loadIdentityConfig, startIdentityService } from '@homeward/identity';
import { loadPropertyConfig, startPropertyService } from '@homeward/property';
import {
  collectTestMessages,
  inProcess,
  startOrStop,
  startTestPublisher,
  startTopology,
  uniqueId,
  verificationTokenFor,
  waitFor,
  type Collector,
} from '@homeward/testing';
import { loadDocumentsConfig, startDocumentsService } from '../../src';

const PASSWORD = 'Long-Test-Password-1!';

export interface Buyer {
  userId: string;
  accessToken: string;
  name: string;
  email: string;
}

export interface DocumentsHarness {
  client: PromiseClient<DocumentsServiceClient>;
  /** The first documents service's gRPC address, for clients built from the .proto files (the contract tests). */
  address: string;
  properties: PromiseClient<PropertyServiceClient>;
  identity: PromiseClient<IdentityServiceClient>;
  /** The documents service's database, for what no RPC shows (the outbox). */
  db: Knex;
  /** One more documents service on the same database and broker, with some variables changed. */
  startDocuments(env?: Record<string, string>): Promise<PromiseClient<DocumentsServiceClient>>;
  /** A verified account signed in through identity, with its profile's phone set. */
  signUp(name: string, phone?: string): Promise<Buyer>;
  /** A property of the buyer's at `address`, unlocked as payment.succeeded unlocks it unless `locked`. */
  propertyOf(buyer: Buyer, address: string, options?: { locked?: boolean }): Promise<string>;
  /** Unlocks a property as a successful payment does. */
  unlock(buyer: Buyer, propertyId: string): Promise<void>;
  stop(): Promise<void>;
}

export async function startDocumentsHarness(prefix: string): Promise<DocumentsHarness> {
  const topology = await startTopology({
    prefix,
    real: {
      identity: { start: inProcess(loadIdentityConfig, startIdentityService) },
      property: { start: inProcess(loadPropertyConfig, startPropertyService) },
      // without a bucket every download renders again; stored-pdfs.int.test.ts starts one with a bucket
      documents: { start: inProcess(loadDocumentsConfig, startDocumentsService), bucket: false },
    },
  });
  return startOrStop(async (stops) => {
    const registrations: Collector = stops.add(
      await collectTestMessages(`${prefix}-registrations`, [topics.userRegistered.name]),
      (collector) => collector.stop(),
    );
    const identity = stops.add(
      connectService(IdentityServiceClient, IdentityServiceService, topology.address('identity')),
      (connection) => connection.close(),
    ).client;
    const properties = stops.add(
      connectService(PropertyServiceClient, PropertyServiceService, topology.address('property')),
      (connection) => connection.close(),
    ).client;
    const connect = (address: string) =>
      stops.add(connectService(DocumentsServiceClient, DocumentsServiceService, address), (connection) =>
        connection.close(),
      ).client;
    const address = topology.address('documents');
    const client = connect(address);
    async function startDocuments(env: Record<string, string> = {}) {
      const service = await topology.startAnother('documents', { env });
      return connect(`127.0.0.1:${service.grpcPort}`);
    }
    const db = stops.add(connectDatabase(topology.database('documents').url), (knex) => knex.destroy());
    const payments = stops.add(await startTestPublisher('homeward/payment'), (publisher) => publisher.stop());

    async function signUp(name: string, phone = ''): Promise<Buyer> {
      const email = `${uniqueId('buyer')}@example.com`.toLowerCase();
      await identity.signUp({ email, password: PASSWORD, name, termsAccepted: true });
      await identity.verifyEmail({ token: await verificationTokenFor(registrations, email) });
      const { tokens, user } = await identity.signIn({ email, password: PASSWORD, clientIp: '192.0.2.10' });
      const accessToken = tokens!.accessToken;
      if (phone) {
        const [firstName, ...rest] = name.split(' ');
        await identity.updateProfile(
          { firstName: firstName!, lastName: rest.join(' '), email, phone, currentPassword: '' },
          { accessToken },
        );
      }
      return { userId: user!.id, accessToken, name, email };
    }

    async function unlock(buyer: Buyer, propertyId: string): Promise<void> {
      await payments.publish(
        topics.paymentSucceeded,
        propertyId,
        PaymentSucceeded.fromPartial({
          paymentId: crypto.randomUUID(),
          propertyId,
          userId: buyer.userId,
          amountCents: 9900,
          currency: 'usd',
          providerPaymentId: `pi_${Date.now()}`,
          occurredAt: new Date().toISOString(),
        }),
      );
      const as = { accessToken: buyer.accessToken };
      await waitFor(async () => (await properties.getProperty({ propertyId }, as)).property?.isUnlocked, {
        message: 'the property unlocked by payment.succeeded',
        timeoutMs: 30_000,
      });
    }

    async function propertyOf(buyer: Buyer, address: string, { locked = false } = {}): Promise<string> {
      const as = { accessToken: buyer.accessToken };
      const { property: created } = await properties.createProperty({ address }, as);
      const propertyId = created!.id;
      await properties.activateProperty({ propertyId }, as);
      if (!locked) await unlock(buyer, propertyId);
      return propertyId;
    }

    return {
      client,
      address,
      properties,
      identity,
      db,
      startDocuments,
      signUp,
      propertyOf,
      unlock,
      stop: () => topology.stop(),
    };
  }, topology.stops);
}
