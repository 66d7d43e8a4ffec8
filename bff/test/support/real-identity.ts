// The real identity service in-process (its package's public start function), on its own database of the run's
// PostgreSQL and the run's broker; for BFF tests of what identity itself remembers about a user. Its tokens are
// verified by identity's own key ring, so the BFF's session carries a real token.
import { connectService, createLogger, localTokenSeal, useClientAddressKey } from '@homeward/kit';
import { loadIdentityConfig, startIdentityService } from '@homeward/identity';
import { UserRegistered } from '@homeward/protos/gen/homeward/identity/v1/events';
import {
  IdentityServiceClient,
  IdentityServiceService,
} from '@homeward/protos/gen/homeward/identity/v1/identity';
import { topics } from '@homeward/protos/topics';
import {
  collectTestMessages,
  createTestDatabase,
  onFreePorts,
  startOrStop,
  testKafkaBrokers,
  uniqueId,
  waitFor,
} from '@homeward/testing';

export interface RealIdentity {
  address: string;
  /** Waits for identity's user.registered of this e-mail and verifies the address with its token. */
  verifyEmail(email: string): Promise<void>;
  stop(): Promise<void>;
}

/** Identity's and the BFF's key for the browser's address; the test process signs as the BFF's main.ts does. */
const TEST_CLIENT_ADDRESS_KEY = 'bff-test-client-address-key-0123456789abcdef';

/** `env` adds or overrides identity's variables (e.g. a lower per-client limit). */
export async function startRealIdentity(
  prefix: string,
  env: Record<string, string> = {},
): Promise<RealIdentity> {
  useClientAddressKey(TEST_CLIENT_ADDRESS_KEY);
  return startOrStop(async (stops) => {
    const database = stops.add(await createTestDatabase(`${prefix}_identity`), (db) => db.drop());
    const registrations = stops.add(
      await collectTestMessages(`${prefix}-registrations`, [topics.userRegistered.name]),
      (collector) => collector.stop(),
    );
    const identity = stops.add(
      await startIdentityService(
        onFreePorts(
          loadIdentityConfig({
            SERVICE_NAME: 'identity',
            NODE_ENV: 'test',
            LOG_LEVEL: 'silent',
            GRPC_PORT: '1',
            OPS_PORT: '1',
            DATABASE_URL: database.url,
            KAFKA_BROKERS: testKafkaBrokers().join(','),
            KAFKA_GROUP_PREFIX: uniqueId(prefix),
            KAFKA_SESSION_TIMEOUT_MS: '6000',
            // identity verifies its own tokens with its key ring; the JWKS URL it is given is not used
            IDENTITY_JWKS_URL: 'http://127.0.0.1:1/',
            JWT_ISSUER: `homeward-identity-${prefix}`,
            JWT_AUDIENCE: `homeward-bff-${prefix}`,
            CLIENT_ADDRESS_KEY: TEST_CLIENT_ADDRESS_KEY,
            ...env,
          }),
        ),
        createLogger('identity-test', process.env.TEST_LOG_LEVEL ?? 'silent'),
      ),
      (started) => started.stop(),
    );
    const address = `127.0.0.1:${identity.grpcPort}`;
    const client = stops.add(
      connectService(IdentityServiceClient, IdentityServiceService, address),
      (connection) => connection.close(),
    ).client;
    return {
      address,
      async verifyEmail(email) {
        const registered = await waitFor(
          () =>
            registrations
              .on(topics.userRegistered.name)
              .map((message) => UserRegistered.decode(message.value!))
              .find((event) => event.email === email),
          { message: `user.registered for ${email}`, timeoutMs: 30_000 },
        );
        await client.verifyEmail({ token: localTokenSeal().open(registered.verificationToken) });
      },
      stop: () => stops.stopAll(),
    };
  });
}
