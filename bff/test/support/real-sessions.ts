// The real identity and a real other service (notifications, whose gRPC calls need a verified caller) in-process,
// wired as deployed: notifications verifies access tokens with identity's JWKS and session list over HTTP. Identity
// can be stopped on its own, for the outage tests; and the e-mailed links are read from identity's events.
import { connectService, createLogger, localTokenSeal } from '@homeward/kit';
import { JWKS_PATH, loadIdentityConfig, startIdentityService, type RunningService } from '@homeward/identity';
import { loadNotificationsConfig, startNotificationsService } from '@homeward/notifications';
import {
  UserEmailChanged,
  UserEmailChangeRequested,
  UserPasswordResetRequested,
  UserRegistered,
} from '@homeward/protos/gen/homeward/identity/v1/events';
import {
  IdentityServiceClient,
  IdentityServiceService,
} from '@homeward/protos/gen/homeward/identity/v1/identity';
import { topics } from '@homeward/protos/topics';
import {
  TEST_FETCH_MAX_WAIT_MS,
  TEST_GROUP_TIMING,
  collectTestMessages,
  createTestDatabase,
  onFreePorts,
  startOrStop,
  testKafkaBrokers,
  uniqueId,
  unusedPort,
  waitFor,
  type TestDatabase,
} from '@homeward/testing';

const quiet = (name: string) => createLogger(name, process.env.TEST_LOG_LEVEL ?? 'silent');

export interface RealSessionServices {
  addresses: { identity: string; notifications: string };
  verifyEmail(email: string): Promise<void>;
  resetToken(email: string): Promise<string>;
  emailChangeToken(newEmail: string): Promise<string>;
  /** The undo link's token, sent to the old address once the change is confirmed. */
  undoToken(oldEmail: string): Promise<string>;
  /** Identity goes away (gRPC and its JWKS); the other service stays. */
  stopIdentity(): Promise<void>;
  /** Starts another notifications service that has never fetched identity's keys. */
  startFreshNotifications(): Promise<string>;
  stop(): Promise<void>;
}

export async function startRealSessionServices(prefix: string): Promise<RealSessionServices> {
  return startOrStop(async (stops) => {
    const groupPrefix = uniqueId(prefix);
    const env = (name: string, database: TestDatabase, jwksUrl: string) => ({
      SERVICE_NAME: name,
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
      JWT_ISSUER: `homeward-identity-${prefix}`,
      JWT_AUDIENCE: `homeward-bff-${prefix}`,
    });
    const database = async (name: string) =>
      stops.add(await createTestDatabase(`${prefix}_${name}`), (db) => db.drop());
    const links = stops.add(
      await collectTestMessages(`${prefix}-links`, [
        topics.userRegistered.name,
        topics.userPasswordResetRequested.name,
        topics.userEmailChangeRequested.name,
        topics.userEmailChanged.name,
      ]),
      (collector) => collector.stop(),
    );
    let identity: RunningService | undefined = await startIdentityService(
      onFreePorts(loadIdentityConfig(env('identity', await database('identity'), 'http://127.0.0.1:1/'))),
      quiet('identity-test'),
    );
    stops.add(identity, () => identity?.stop());
    const jwksUrl = `http://127.0.0.1:${identity.opsPort}${JWKS_PATH}`;
    const client = stops.add(
      connectService(IdentityServiceClient, IdentityServiceService, `127.0.0.1:${identity.grpcPort}`),
      (connection) => connection.close(),
    ).client;
    const notificationsDatabase = await database('notifications');
    const startNotifications = async () => {
      const started = stops.add(
        await startNotificationsService(
          onFreePorts(
            loadNotificationsConfig({
              ...env('notifications', notificationsDatabase, jwksUrl),
              SMTP_HOST: '127.0.0.1',
              SMTP_PORT: String(await unusedPort()),
              EMAIL_MAX_ATTEMPTS: '1',
            }),
          ),
          quiet('notifications-test'),
        ),
        (service) => service.stop(),
      );
      return `127.0.0.1:${started.grpcPort}`;
    };
    const notifications = await startNotifications();

    const event = <T>(topic: string, decode: (bytes: Buffer) => T, matches: (event: T) => boolean) =>
      waitFor(
        () =>
          links
            .on(topic)
            .map((message) => decode(message.value!))
            .findLast(matches),
        { message: `${topic} event`, timeoutMs: 30_000 },
      );
    return {
      addresses: { identity: `127.0.0.1:${identity.grpcPort}`, notifications },
      async verifyEmail(email) {
        const registered = await event(
          topics.userRegistered.name,
          (bytes) => UserRegistered.decode(bytes),
          (each) => each.email === email,
        );
        await client.verifyEmail({ token: localTokenSeal().open(registered.verificationToken) });
      },
      async resetToken(email) {
        return localTokenSeal().open(
          (
            await event(
              topics.userPasswordResetRequested.name,
              (bytes) => UserPasswordResetRequested.decode(bytes),
              (each) => each.email === email,
            )
          ).resetToken,
        );
      },
      async emailChangeToken(newEmail) {
        return localTokenSeal().open(
          (
            await event(
              topics.userEmailChangeRequested.name,
              (bytes) => UserEmailChangeRequested.decode(bytes),
              (each) => each.newEmail === newEmail,
            )
          ).confirmationToken,
        );
      },
      async undoToken(oldEmail) {
        return localTokenSeal().open(
          (
            await event(
              topics.userEmailChanged.name,
              (bytes) => UserEmailChanged.decode(bytes),
              (each) => each.oldEmail === oldEmail,
            )
          ).undoToken,
        );
      },
      async stopIdentity() {
        const running = identity;
        identity = undefined;
        await running?.stop();
      },
      startFreshNotifications: startNotifications,
      stop: () => stops.stopAll(),
    };
  });
}
