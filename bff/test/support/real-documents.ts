// The real documents, identity and property services in-process (by their packages' public start functions), each
// on its own database of the run's PostgreSQL, on the run's broker; for the BFF's test through the real documents
// service. Identity issues the tokens the others verify (its JWKS), so the BFF's session carries a real token and a
// draft's prefill reads the buyer's profile exactly as in production.
import { connectService, createLogger, localTokenSeal } from '@homeward/kit';
import { loadDocumentsConfig, startDocumentsService } from '@homeward/documents-service';
import { JWKS_PATH, loadIdentityConfig, startIdentityService } from '@homeward/identity';
import { loadPropertyConfig, startPropertyService } from '@homeward/property';
import { UserRegistered } from '@homeward/protos/gen/homeward/identity/v1/events';
import {
  IdentityServiceClient,
  IdentityServiceService,
} from '@homeward/protos/gen/homeward/identity/v1/identity';
import { PaymentSucceeded } from '@homeward/protos/gen/homeward/payment/v1/events';
import { topics } from '@homeward/protos/topics';
import {
  TEST_GROUP_TIMING,
  TEST_FETCH_MAX_WAIT_MS,
  collectTestMessages,
  createTestBucket,
  createTestDatabase,
  onFreePorts,
  startOrStop,
  startTestPublisher,
  testKafkaBrokers,
  testObjectStorage,
  uniqueId,
  waitFor,
  type TestDatabase,
} from '@homeward/testing';

const quiet = (name: string) => createLogger(name, process.env.TEST_LOG_LEVEL ?? 'silent');

const JWT_ISSUER = 'homeward-identity-bff-documents-test';
const JWT_AUDIENCE = 'homeward-bff-documents-test';

export interface RealDocumentsServices {
  addresses: { identity: string; property: string; documents: string };
  /** Waits for identity's user.registered of this e-mail and verifies the address with its token. */
  verifyEmail(email: string): Promise<void>;
  /** What payment.succeeded does: the property service unlocks the property. */
  publishPaymentSucceeded(propertyId: string, userId: string): Promise<void>;
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

async function documentStorageEnv(prefix: string): Promise<Record<string, string>> {
  const storage = testObjectStorage();
  return {
    OBJECT_STORAGE_ENDPOINT: storage.endpoint,
    OBJECT_STORAGE_ACCESS_KEY: storage.accessKey,
    OBJECT_STORAGE_SECRET_KEY: storage.secretKey,
    OBJECT_STORAGE_REGION: storage.region,
    OBJECT_STORAGE_BUCKET: await createTestBucket(`${prefix.replace(/_/g, '-')}-pdfs`),
  };
}

export async function startRealDocumentsServices(prefix: string): Promise<RealDocumentsServices> {
  return startOrStop(async (stops) => {
    const database = async (name: string) =>
      stops.add(await createTestDatabase(`${prefix}_${name}`), (db) => db.drop());
    const groupPrefix = uniqueId(prefix);
    const registrations = stops.add(
      await collectTestMessages(`${prefix}-registrations`, [topics.userRegistered.name]),
      (collector) => collector.stop(),
    );
    // identity verifies its own tokens with its key ring; the JWKS URL it is given is not used
    const identity = stops.add(
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
    const jwksUrl = `http://127.0.0.1:${identity.opsPort}${JWKS_PATH}`;
    const identityClient = stops.add(
      connectService(IdentityServiceClient, IdentityServiceService, `127.0.0.1:${identity.grpcPort}`),
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
    const documents = stops.add(
      await startDocumentsService(
        onFreePorts(
          loadDocumentsConfig({
            ...serviceEnv('documents', await database('documents'), groupPrefix, jwksUrl),
            PROPERTY_GRPC_ADDR: `127.0.0.1:${property.grpcPort}`,
            IDENTITY_GRPC_ADDR: `127.0.0.1:${identity.grpcPort}`,
            // completed PDFs are kept in a bucket of this file's on the run's s3rver
            ...(await documentStorageEnv(prefix)),
          }),
        ),
        quiet('documents-test'),
      ),
      (started) => started.stop(),
    );
    const payments = stops.add(await startTestPublisher('homeward/payment'), (publisher) => publisher.stop());
    return {
      addresses: {
        identity: `127.0.0.1:${identity.grpcPort}`,
        property: `127.0.0.1:${property.grpcPort}`,
        documents: `127.0.0.1:${documents.grpcPort}`,
      },
      async verifyEmail(email) {
        const registered = await waitFor(
          () =>
            registrations
              .on(topics.userRegistered.name)
              .map((message) => UserRegistered.decode(message.value!))
              .find((event) => event.email === email),
          { message: `user.registered for ${email}`, timeoutMs: 30_000 },
        );
        await identityClient.verifyEmail({ token: localTokenSeal().open(registered.verificationToken) });
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
