// Starts the real documents service in-process with REAL identity and property services beside it (each on its own
// database), on the run's PostgreSQL and broker. Identity issues the tokens every service verifies (its JWKS), so a
// draft's prefill reads the buyer's profile exactly as in production: GetMe with the caller's own token.
import {
  connectDatabase,
  connectService,
  createLogger,
  localTokenSeal,
  type Knex,
  type PromiseClient,
} from '@homeward/kit';
import {
  DocumentsServiceClient,
  DocumentsServiceService,
} from '@homeward/protos/gen/homeward/documents/v1/documents';
import { UserRegistered } from '@homeward/protos/gen/homeward/identity/v1/events';
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
import { JWKS_PATH, loadIdentityConfig, startIdentityService } from '@homeward/identity';
import { loadPropertyConfig, startPropertyService } from '@homeward/property';
import {
  TEST_GROUP_TIMING,
  TEST_FETCH_MAX_WAIT_MS,
  collectTestMessages,
  createTestDatabase,
  onFreePorts,
  startOrStop,
  startTestPublisher,
  testKafkaBrokers,
  uniqueId,
  waitFor,
  type Collector,
  type TestDatabase,
} from '@homeward/testing';
import { loadDocumentsConfig, startDocumentsService, type RunningService } from '../../src';

const quiet = (name: string) => createLogger(name, process.env.TEST_LOG_LEVEL ?? 'silent');

const JWT_ISSUER = 'homeward-identity-documents-test';
const JWT_AUDIENCE = 'homeward-documents-test';
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

function serviceEnv(serviceName: string, database: TestDatabase, groupPrefix: string, jwksUrl: string) {
  return {
    SERVICE_NAME: serviceName,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    GRPC_PORT: '1',
    OPS_PORT: '1',
    DATABASE_URL: database.url,
    KAFKA_BROKERS: testKafkaBrokers().join(','),
    KAFKA_GROUP_PREFIX: groupPrefix,
    KAFKA_SESSION_TIMEOUT_MS: String(TEST_GROUP_TIMING.sessionTimeout),
    KAFKA_FETCH_MAX_WAIT_MS: String(TEST_FETCH_MAX_WAIT_MS),
    IDENTITY_JWKS_URL: jwksUrl,
    JWT_ISSUER,
    JWT_AUDIENCE,
  };
}

export async function startDocumentsHarness(prefix: string): Promise<DocumentsHarness> {
  return startOrStop(async (stops) => {
    const database = async (name: string) =>
      stops.add(await createTestDatabase(`${prefix}_${name}`), (db) => db.drop());
    const groupPrefix = uniqueId(prefix);
    const registrations: Collector = stops.add(
      await collectTestMessages(`${prefix}-registrations`, [topics.userRegistered.name]),
      (collector) => collector.stop(),
    );

    // identity verifies its own tokens with its key ring; the JWKS URL it is given is not used
    const identityService: RunningService = stops.add(
      await startIdentityService(
        onFreePorts(
          loadIdentityConfig(
            serviceEnv('identity', await database('identity'), groupPrefix, 'http://127.0.0.1:1/'),
          ),
        ),
        quiet('identity-test'),
      ),
      (started) => started.stop(),
    );
    const jwksUrl = `http://127.0.0.1:${identityService.opsPort}${JWKS_PATH}`;
    const identity = stops.add(
      connectService(IdentityServiceClient, IdentityServiceService, `127.0.0.1:${identityService.grpcPort}`),
      (connection) => connection.close(),
    ).client;

    const property = stops.add(
      await startPropertyService(
        onFreePorts(
          loadPropertyConfig(serviceEnv('property', await database('property'), groupPrefix, jwksUrl)),
        ),
        quiet('property-test'),
      ),
      (started) => started.stop(),
    );
    const properties = stops.add(
      connectService(PropertyServiceClient, PropertyServiceService, `127.0.0.1:${property.grpcPort}`),
      (connection) => connection.close(),
    ).client;

    const documentsDatabase = await database('documents');
    const documentsEnv = {
      ...serviceEnv('documents', documentsDatabase, groupPrefix, jwksUrl),
      PROPERTY_GRPC_ADDR: `127.0.0.1:${property.grpcPort}`,
      IDENTITY_GRPC_ADDR: `127.0.0.1:${identityService.grpcPort}`,
    };
    let address: string | undefined;
    async function startDocuments(env: Record<string, string> = {}) {
      const service = await startDocumentsService(
        onFreePorts(loadDocumentsConfig({ ...documentsEnv, ...env })),
        quiet('documents-test'),
      );
      const connection = connectService(
        DocumentsServiceClient,
        DocumentsServiceService,
        `127.0.0.1:${service.grpcPort}`,
      );
      stops.add(service, (started) => started.stop());
      stops.add(connection, (started) => started.close());
      address ??= `127.0.0.1:${service.grpcPort}`;
      return connection.client;
    }
    const client = await startDocuments();
    const db = stops.add(connectDatabase(documentsDatabase.url), (knex) => knex.destroy());
    const payments = stops.add(await startTestPublisher('homeward/payment'), (publisher) => publisher.stop());

    async function signUp(name: string, phone = ''): Promise<Buyer> {
      const email = `${uniqueId('buyer')}@example.com`.toLowerCase();
      await identity.signUp({ email, password: PASSWORD, name, termsAccepted: true });
      const registered = await waitFor(
        () =>
          registrations
            .on(topics.userRegistered.name)
            .map((message) => UserRegistered.decode(message.value!))
            .find((event) => event.email === email),
        { message: `user.registered for ${email}`, timeoutMs: 30_000 },
      );
      await identity.verifyEmail({ token: localTokenSeal().open(registered.verificationToken) });
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
      address: address!,
      properties,
      identity,
      db,
      startDocuments,
      signUp,
      propertyOf,
      unlock,
      stop: () => stops.stopAll(),
    };
  });
}
