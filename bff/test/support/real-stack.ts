// Every service the BFF calls, real and in-process (each package's public start function), each on its own database of
// the run's PostgreSQL, on the run's broker and S3 server, wired to each other as deployed; and the real BFF app in
// front of them. For tests that must reach PostgreSQL through the whole path (the bad-input campaign): a fake
// downstream would never answer the 500 a real query can.
import { Writable } from 'node:stream';
import type { Express } from 'express';
import { connectService, createLogger, localTokenSeal } from '@homeward/kit';
import { loadDocumentsConfig, startDocumentsService } from '@homeward/documents-service';
import { JWKS_PATH, loadIdentityConfig, startIdentityService } from '@homeward/identity';
import { loadInspectionAnalyzerConfig, startInspectionAnalyzerService } from '@homeward/inspection-analyzer';
import { loadNotificationsConfig, startNotificationsService } from '@homeward/notifications';
import { loadPaymentConfig, startPaymentService } from '@homeward/payment';
import { loadPropertyConfig, startPropertyService } from '@homeward/property';
import { loadTourConfig, startTourService } from '@homeward/tour';
import { UserRegistered } from '@homeward/protos/gen/homeward/identity/v1/events';
import {
  IdentityServiceClient,
  IdentityServiceService,
} from '@homeward/protos/gen/homeward/identity/v1/identity';
import { topics } from '@homeward/protos/topics';
import {
  TEST_FETCH_MAX_WAIT_MS,
  collectTestMessages,
  createTestBucket,
  createTestDatabase,
  onFreePorts,
  startOrStop,
  testKafkaBrokers,
  testObjectStorage,
  uniqueId,
  unusedPort,
  waitFor,
  type TestDatabase,
} from '@homeward/testing';
import { connectClients } from '../../src/clients';
import { createApp } from '../../src/http/app';
import { SESSION_SECRET } from './bff';

const quiet = (name: string) => createLogger(name, process.env.TEST_LOG_LEVEL ?? 'silent');

export interface RealStack {
  app: Express;
  /** Every log line the BFF wrote. */
  bffLogs: string[];
  /** Waits for identity's user.registered of this e-mail and verifies the address with its token. */
  verifyEmail(email: string): Promise<void>;
  stop(): Promise<void>;
}

export async function startRealStack(prefix: string): Promise<RealStack> {
  return startOrStop(async (stops) => {
    const groupPrefix = uniqueId(prefix);
    const jwt = { JWT_ISSUER: `homeward-identity-${prefix}`, JWT_AUDIENCE: `homeward-bff-${prefix}` };
    const env = (serviceName: string, database: TestDatabase, jwksUrl: string) => ({
      SERVICE_NAME: serviceName,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      GRPC_PORT: '1',
      OPS_PORT: '1',
      DATABASE_URL: database.url,
      KAFKA_BROKERS: testKafkaBrokers().join(','),
      KAFKA_GROUP_PREFIX: groupPrefix,
      KAFKA_SESSION_TIMEOUT_MS: '6000',
      KAFKA_FETCH_MAX_WAIT_MS: String(TEST_FETCH_MAX_WAIT_MS),
      IDENTITY_JWKS_URL: jwksUrl,
      ...jwt,
    });
    const database = async (name: string) =>
      stops.add(await createTestDatabase(`${prefix}_${name}`), (db) => db.drop());
    const registrations = stops.add(
      await collectTestMessages(`${prefix}-registrations`, [topics.userRegistered.name]),
      (collector) => collector.stop(),
    );
    // identity verifies its own tokens with its key ring; the JWKS URL it is given is not used
    const identity = stops.add(
      await startIdentityService(
        onFreePorts(loadIdentityConfig(env('identity', await database('identity'), 'http://127.0.0.1:1/'))),
        quiet('identity-test'),
      ),
      (started) => started.stop(),
    );
    const jwksUrl = `http://127.0.0.1:${identity.opsPort}${JWKS_PATH}`;
    const identityAddress = `127.0.0.1:${identity.grpcPort}`;
    const identityClient = stops.add(
      connectService(IdentityServiceClient, IdentityServiceService, identityAddress),
      (connection) => connection.close(),
    ).client;
    const property = stops.add(
      await startPropertyService(
        onFreePorts(
          loadPropertyConfig({
            ...env('property', await database('property'), jwksUrl),
            PROPERTY_DATA_PROVIDER: 'demo',
          }),
        ),
        quiet('property-test'),
      ),
      (started) => started.stop(),
    );
    const propertyAddress = `127.0.0.1:${property.grpcPort}`;
    const [payment, notifications, documents, tour] = await Promise.all([
      startPaymentService(
        onFreePorts(
          loadPaymentConfig({
            ...env('payment', await database('payment'), jwksUrl),
            PAYMENT_GATEWAY: 'offline',
            PROPERTY_GRPC_ADDR: propertyAddress,
          }),
        ),
        quiet('payment-test'),
      ),
      startNotificationsService(
        onFreePorts(
          loadNotificationsConfig({
            ...env('notifications', await database('notifications'), jwksUrl),
            // no e-mail is under test: a dead SMTP port keeps them out of the mail catcher
            SMTP_HOST: '127.0.0.1',
            SMTP_PORT: String(await unusedPort()),
            EMAIL_MAX_ATTEMPTS: '1',
          }),
        ),
        quiet('notifications-test'),
      ),
      startDocumentsService(
        onFreePorts(
          loadDocumentsConfig({
            ...env('documents', await database('documents'), jwksUrl),
            PROPERTY_GRPC_ADDR: propertyAddress,
            IDENTITY_GRPC_ADDR: identityAddress,
          }),
        ),
        quiet('documents-test'),
      ),
      startTourService(
        onFreePorts(
          loadTourConfig({
            ...env('tour', await database('tour'), jwksUrl),
            TOUR_LINK_SECRET: `${prefix}-tour-link-secret-0123456789abcdef`,
            PROPERTY_GRPC_ADDR: propertyAddress,
          }),
        ),
        quiet('tour-test'),
      ),
    ]).then(
      (started) =>
        started.map((service) => stops.add(service, (running) => running.stop())) as [
          (typeof started)[0],
          (typeof started)[1],
          (typeof started)[2],
          (typeof started)[3],
        ],
    );
    const storage = testObjectStorage();
    const bucket = await createTestBucket(prefix.replace(/_/g, '-'));
    const analyzer = stops.add(
      await startInspectionAnalyzerService(
        onFreePorts(
          loadInspectionAnalyzerConfig({
            ...env('inspection-analyzer', await database('analyzer'), jwksUrl),
            PROPERTY_GRPC_ADDR: propertyAddress,
            OBJECT_STORAGE_ENDPOINT: storage.endpoint,
            OBJECT_STORAGE_ACCESS_KEY: storage.accessKey,
            OBJECT_STORAGE_SECRET_KEY: storage.secretKey,
            OBJECT_STORAGE_REGION: storage.region,
            OBJECT_STORAGE_BUCKET: bucket,
          }),
        ),
        quiet('inspection-analyzer-test'),
      ),
      (started) => started.stop(),
    );
    const bffLogs: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        bffLogs.push(chunk.toString('utf8'));
        done();
      },
    });
    const logger = createLogger('bff', 'info', sink);
    const address = (service: { grpcPort: number }) => `127.0.0.1:${service.grpcPort}`;
    const connected = stops.add(
      connectClients(
        {
          identity: identityAddress,
          property: propertyAddress,
          payment: address(payment),
          notifications: address(notifications),
          documents: address(documents),
          tour: address(tour),
          inspectionAnalyzer: address(analyzer),
        },
        { deadlineMs: 15_000, slowDeadlineMs: 20_000 },
      ),
      (clients) => clients.close(),
    );
    const app = createApp({
      appBaseUrl: 'http://localhost:8080',
      sessionSecret: SESSION_SECRET,
      logger,
      clients: connected.clients,
      objectStorageEndpoint: storage.endpoint,
      readiness: connected.readiness,
      validateResponses: true,
    });
    return {
      app,
      bffLogs,
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
      stop: () => stops.stopAll(),
    };
  });
}
