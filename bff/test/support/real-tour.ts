// The real identity, property and tour services in-process (by their packages' public start functions), each on its
// own database of the run's PostgreSQL, on the run's broker; for the BFF's test through the real tour service.
// Identity issues the tokens the others verify (its JWKS); property answers from its demo dataset, so a buyer can own
// a listed home and an unlisted one; the tour service asks property over gRPC, exactly as deployed. The confirmation
// tokens are read where the desk's e-mail gets them: the tour.scheduled events.
import { connectService, createLogger, localTokenSeal } from '@homeward/kit';
import { JWKS_PATH, loadIdentityConfig, startIdentityService } from '@homeward/identity';
import { loadPropertyConfig, startPropertyService } from '@homeward/property';
import { loadTourConfig, startTourService } from '@homeward/tour';
import { UserRegistered } from '@homeward/protos/gen/homeward/identity/v1/events';
import {
  IdentityServiceClient,
  IdentityServiceService,
} from '@homeward/protos/gen/homeward/identity/v1/identity';
import { TourScheduled } from '@homeward/protos/gen/homeward/tour/v1/events';
import { topics } from '@homeward/protos/topics';
import {
  collectTestMessages,
  createTestDatabase,
  onFreePorts,
  startOrStop,
  testKafkaBrokers,
  uniqueId,
  waitFor,
  type TestDatabase,
} from '@homeward/testing';

const quiet = (name: string) => createLogger(name, process.env.TEST_LOG_LEVEL ?? 'silent');

const JWT_ISSUER = 'homeward-identity-bff-tour-test';
const JWT_AUDIENCE = 'homeward-bff-tour-test';

/** The tour service's link secret in this test; the test signs an expired link of its own with it. */
export const TEST_TOUR_LINK_SECRET = 'bff-tour-integration-test-link-secret-0123456789';

export interface RealTourServices {
  addresses: { identity: string; property: string; tour: string };
  /** Waits for identity's user.registered of this e-mail and verifies the address with its token. */
  verifyEmail(email: string): Promise<void>;
  /** The tour.scheduled event of a tour (what notifications turns into the desk's e-mail). */
  scheduledEvent(tourId: string): Promise<TourScheduled>;
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
    KAFKA_SESSION_TIMEOUT_MS: '6000',
    IDENTITY_JWKS_URL: jwksUrl,
    JWT_ISSUER,
    JWT_AUDIENCE,
  };
}

export async function startRealTourServices(prefix: string): Promise<RealTourServices> {
  return startOrStop(async (stops) => {
    const database = async (name: string) =>
      stops.add(await createTestDatabase(`${prefix}_${name}`), (db) => db.drop());
    const groupPrefix = uniqueId(prefix);
    const events = stops.add(
      await collectTestMessages(`${prefix}-events`, [topics.userRegistered.name, topics.tourScheduled.name]),
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
          loadPropertyConfig({
            ...serviceEnv('property', await database('property'), groupPrefix, jwksUrl),
            PROPERTY_DATA_PROVIDER: 'demo',
          }),
        ),
        quiet('property-test'),
      ),
      (started) => started.stop(),
    );
    const tour = stops.add(
      await startTourService(
        onFreePorts(
          loadTourConfig({
            ...serviceEnv('tour', await database('tour'), groupPrefix, jwksUrl),
            TOUR_LINK_SECRET: TEST_TOUR_LINK_SECRET,
            PROPERTY_GRPC_ADDR: `127.0.0.1:${property.grpcPort}`,
          }),
        ),
        quiet('tour-test'),
      ),
      (started) => started.stop(),
    );
    return {
      addresses: {
        identity: `127.0.0.1:${identity.grpcPort}`,
        property: `127.0.0.1:${property.grpcPort}`,
        tour: `127.0.0.1:${tour.grpcPort}`,
      },
      async verifyEmail(email) {
        const registered = await waitFor(
          () =>
            events
              .on(topics.userRegistered.name)
              .map((message) => UserRegistered.decode(message.value!))
              .find((event) => event.email === email),
          { message: `user.registered for ${email}`, timeoutMs: 30_000 },
        );
        await identityClient.verifyEmail({ token: localTokenSeal().open(registered.verificationToken) });
      },
      scheduledEvent: (tourId) =>
        waitFor(
          () => {
            const message = events.on(topics.tourScheduled.name).find((m) => m.key === tourId);
            return message && TourScheduled.decode(message.value!);
          },
          { message: `tour.scheduled of ${tourId}`, timeoutMs: 30_000 },
        ),
      stop: () => stops.stopAll(),
    };
  });
}
