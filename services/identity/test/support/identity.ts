// Identity's harness: the test topology with identity real but not started (its database on the run's PostgreSQL,
// this file's broker), so that a file starts the instances it needs on that one database itself: replicas, or one
// with other settings, or one that must fail to start. Each logs into memory, for the tests that check what a log
// never shows.
import {
  connectDatabase,
  connectService,
  createLogger,
  useClientAddressKey,
  type Knex,
  type PromiseClient,
} from '@homeward/kit';
import {
  IdentityServiceClient,
  IdentityServiceService,
} from '@homeward/protos/gen/homeward/identity/v1/identity';
import { grpcFailureOf, inProcess, startOrStop, startTopology, type TokenTrust } from '@homeward/testing';
import { loadIdentityConfig } from '../../src/config';
import { startIdentityService, type RunningService } from '../../src/service';

export const TEST_SIGNING_SECRET = 'identity-integration-test-secret-0123456789';
/** The BFF's key for the browser's address; the test process signs as the BFF does. */
export const TEST_CLIENT_ADDRESS_KEY = 'identity-integration-client-address-key-0123';
// A documentation address (RFC 5737): the BFF passes the browser's address with every sign-in.
export const CLIENT_IP = '192.0.2.10';

export interface TestIdentity {
  service: RunningService;
  client: PromiseClient<IdentityServiceClient>;
  /** Every line the instance logged (debug and up), as text. */
  logs(): string;
  opsUrl(path: string): string;
  stop(): Promise<void>;
}

export interface IdentityHarness {
  /** identity's database, for what no RPC shows. */
  db: Knex;
  /** The issuer and audience of the tokens identity signs. */
  trust: Pick<TokenTrust, 'issuer' | 'audience'>;
  /** One more instance on the file's database and broker, `env` over the harness's variables. */
  start(env?: Record<string, string>): Promise<TestIdentity>;
  stop(): Promise<void>;
}

export async function startIdentityHarness(prefix: string): Promise<IdentityHarness> {
  useClientAddressKey(TEST_CLIENT_ADDRESS_KEY);
  const topology = await startTopology({
    prefix,
    real: {
      identity: {
        start: inProcess(loadIdentityConfig, startIdentityService),
        env: { SIGNING_KEY_SECRET: TEST_SIGNING_SECRET, CLIENT_ADDRESS_KEY: TEST_CLIENT_ADDRESS_KEY },
        started: false,
      },
    },
  });
  return startOrStop(async (stops) => {
    const db = stops.add(connectDatabase(topology.database('identity').url), (knex) => knex.destroy());

    // Each instance in consumer groups of its own: a replica that joins a shared group waits for it to rebalance
    // (up to KAFKA_START_WAIT_MS), and no test here is about replicas sharing the work of its consumed topics.
    const groupPrefix = topology.env('identity').KAFKA_GROUP_PREFIX;
    let instances = 0;

    async function start(env: Record<string, string> = {}): Promise<TestIdentity> {
      const lines: string[] = [];
      const logger = createLogger('identity', 'debug', { write: (line: string) => void lines.push(line) });
      instances += 1;
      const service = await topology.startAnother('identity', {
        env: { KAFKA_GROUP_PREFIX: `${groupPrefix}-${instances}`, ...env },
        logger,
      });
      const connection = stops.add(
        connectService(IdentityServiceClient, IdentityServiceService, `127.0.0.1:${service.grpcPort}`),
        (connected) => connected.close(),
      );
      return {
        service,
        client: connection.client,
        logs: () => lines.join(''),
        opsUrl: (path) => `http://127.0.0.1:${service.opsPort}${path}`,
        // the topology stops it too, when the file ends: both are idempotent
        stop: async () => {
          connection.close();
          await service.stop();
        },
      };
    }

    return { db, trust: topology.trust, start, stop: () => topology.stop() };
  }, topology.stops);
}

/** The status, message and field violations of a failed call, for one toEqual. */
export async function failureOf(
  call: Promise<unknown>,
): Promise<{ code: number; message: string; fields?: object }> {
  const { code, details, fields } = await grpcFailureOf(call);
  return { code, message: details, ...(fields ? { fields } : {}) };
}
