// The real identity and notifications services in-process (their packages' public start functions), each on its own
// database of the run's PostgreSQL, on the run's broker; for the BFF's test of the notification centre. Identity
// issues the tokens notifications verifies (its JWKS), so the BFF's session reaches the real service exactly as in
// production; the notices themselves come from property.created events published the way the outbox relay does.
import { randomUUID } from 'node:crypto';
import { connectService, createLogger, localTokenSeal } from '@homeward/kit';
import { JWKS_PATH, loadIdentityConfig, startIdentityService } from '@homeward/identity';
import { loadNotificationsConfig, startNotificationsService } from '@homeward/notifications';
import { UserRegistered } from '@homeward/protos/gen/homeward/identity/v1/events';
import {
  IdentityServiceClient,
  IdentityServiceService,
} from '@homeward/protos/gen/homeward/identity/v1/identity';
import { PropertyCreated } from '@homeward/protos/gen/homeward/property/v1/events';
import { topics } from '@homeward/protos/topics';
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
  unusedPort,
  waitFor,
  type TestDatabase,
} from '@homeward/testing';

const quiet = (name: string) => createLogger(name, process.env.TEST_LOG_LEVEL ?? 'silent');

const JWT_ISSUER = 'homeward-identity-bff-notifications-test';
const JWT_AUDIENCE = 'homeward-bff-notifications-test';

export interface RealNotificationsServices {
  addresses: { identity: string; notifications: string };
  /** Waits for identity's user.registered of this e-mail and verifies the address with its token. */
  verifyEmail(email: string): Promise<void>;
  /** What the property service announces when the user adds a home: notifications stores a notice for it. */
  publishPropertyCreated(ownerId: string, address: string): Promise<void>;
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

export async function startRealNotificationsServices(prefix: string): Promise<RealNotificationsServices> {
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
    const notifications = stops.add(
      await startNotificationsService(
        onFreePorts(
          loadNotificationsConfig({
            ...serviceEnv('notifications', await database('notifications'), groupPrefix, jwksUrl),
            // the bell is under test, not the sign-up e-mails: a dead SMTP port keeps them out of the mail catcher
            SMTP_HOST: '127.0.0.1',
            SMTP_PORT: String(await unusedPort()),
            EMAIL_MAX_ATTEMPTS: '1',
          }),
        ),
        quiet('notifications-test'),
      ),
      (started) => started.stop(),
    );
    const properties = stops.add(await startTestPublisher('homeward/property'), (publisher) =>
      publisher.stop(),
    );
    return {
      addresses: {
        identity: `127.0.0.1:${identity.grpcPort}`,
        notifications: `127.0.0.1:${notifications.grpcPort}`,
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
      async publishPropertyCreated(ownerId, address) {
        // keyed by the owner: one partition, so the notices are stored in the order published
        await properties.publish(
          topics.propertyCreated,
          ownerId,
          PropertyCreated.fromPartial({
            propertyId: randomUUID(),
            ownerId,
            address,
            occurredAt: new Date().toISOString(),
          }),
        );
      },
      stop: () => stops.stopAll(),
    };
  });
}
