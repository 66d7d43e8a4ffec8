// Faults a service meets in production, through the kit's host as every service starts: Kafka down at start-up
// (the service serves reads, stays ready, and its consumer joins once the broker is back) and PostgreSQL statements
// that run past the configured statement timeout (the caller gets UNAVAILABLE, not INTERNAL).
import { PropertyCreated } from '@homeward/protos/gen/homeward/property/v1/events';
import {
  NotificationServiceClient,
  NotificationServiceService,
} from '@homeward/protos/gen/homeward/notifications/v1/notifications';
import { status } from '@grpc/grpc-js';
import {
  createTestDatabase,
  grpcFailureOf,
  startTcpProxy,
  startTestPublisher,
  TEST_FETCH_MAX_WAIT_MS,
  TEST_GROUP_TIMING,
  testKafkaBrokers,
  uniqueId,
  unusedPort,
  waitFor,
} from '@homeward/testing';
import {
  connectService,
  createLogger,
  loadConfig,
  serviceConfigShape,
  startService,
  type Knex,
  type PromiseClient,
  type RunningService,
} from '../src';
import { defineTopic, outboxMigrations } from '../src/events';

jest.setTimeout(60_000);

const logger = createLogger('kit-host-faults-test', process.env.TEST_LOG_LEVEL ?? 'silent');
const topic = defineTopic(uniqueId('test.host-faults'), 'homeward.test.host-faults.v1', PropertyCreated);
const cleanups: (() => Promise<unknown> | unknown)[] = [];
let kafkaPort: number;
let service: RunningService;
let db: Knex;
let client: PromiseClient<NotificationServiceClient>;

async function readiness(): Promise<{
  status: number;
  body: { status: string; checks: Record<string, string> };
}> {
  const response = await fetch(`http://127.0.0.1:${service.opsPort}/readyz`);
  return { status: response.status, body: (await response.json()) as never };
}

beforeAll(async () => {
  const database = await createTestDatabase('kit_host_faults');
  cleanups.push(() => database.drop());
  kafkaPort = await unusedPort();
  const config = loadConfig(serviceConfigShape, {
    SERVICE_NAME: 'kit-host-faults',
    GRPC_PORT: String(await unusedPort()),
    OPS_PORT: String(await unusedPort()),
    DATABASE_URL: database.url,
    DB_STATEMENT_TIMEOUT_MS: '300',
    // Nothing listens here until a test forwards it to the real broker: Kafka is down at start-up.
    KAFKA_BROKERS: `127.0.0.1:${kafkaPort}`,
    // Start-up waits no time for a group it cannot join (a real deployment waits up to 10 s, then serves anyway).
    KAFKA_START_WAIT_MS: '0',
    KAFKA_FETCH_MAX_WAIT_MS: String(TEST_FETCH_MAX_WAIT_MS),
    IDENTITY_JWKS_URL: 'http://127.0.0.1:1/jwks.json',
  });
  service = await startService(config, logger, async (host) => {
    db = await host.database([
      ...outboxMigrations,
      {
        name: '900_seen',
        up: (trx) => trx.schema.createTable('seen', (table) => table.text('address')),
        down: (trx) => trx.schema.dropTable('seen'),
      },
    ]);
    host.outboxRelay(db);
    await host.eventConsumer(
      db,
      (consumer) =>
        consumer.subscribe(topic, async (event, trx) => {
          await trx('seen').insert({ address: event.payload.address });
        }),
      { sessionTimeoutMs: TEST_GROUP_TIMING.sessionTimeout },
    );
    return host.serve({
      verifier: { verify: () => Promise.reject(new Error('no tokens in this test')) },
      services: [
        {
          definition: NotificationServiceService,
          publicMethods: ['listNotifications'],
          implementation: {
            // A read from the database; a cursor id of `slow` runs past the statement timeout.
            async listNotifications(request: { before?: { id: string } }) {
              if (request.before?.id === 'slow') await db.raw('select pg_sleep(5)');
              const rows = await db('seen').select('address');
              return { notifications: [], unreadCount: rows.length };
            },
            markNotificationRead: () => Promise.reject(new Error('not used')),
            markAllNotificationsRead: () => Promise.reject(new Error('not used')),
          },
        },
      ],
    });
  });
  cleanups.push(() => service.stop());
  const connection = connectService(
    NotificationServiceClient,
    NotificationServiceService,
    `127.0.0.1:${service.grpcPort}`,
  );
  cleanups.push(() => connection.close());
  client = connection.client;
});

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('Kafka down at start-up', () => {
  it('serves reads and stays ready; the consumer joins and handles events once the broker is back', async () => {
    expect(await client.listNotifications({ pageSize: 10 })).toMatchObject({ unreadCount: 0 });
    const down = await readiness();
    expect(down.status).toBe(200);
    expect(down.body.status).toBe('ready');
    expect(down.body.checks.database).toBe('ok');
    expect(down.body.checks.kafka).toMatch(/not connected|crashed/);

    const proxy = await startTcpProxy(kafkaPort, testKafkaBrokers()[0]!);
    cleanups.push(() => proxy.close());
    const publisher = await startTestPublisher('homeward/kit-test');
    cleanups.push(() => publisher.stop());
    await publisher.publish(topic, 'k1', PropertyCreated.fromPartial({ propertyId: 'p1', address: 'back' }));
    await waitFor(async () => (await client.listNotifications({ pageSize: 10 })).unreadCount === 1, {
      timeoutMs: 40_000,
      message: 'the event consumed after Kafka came back',
    });
    await waitFor(async () => (await readiness()).body.checks.kafka === 'ok', { timeoutMs: 20_000 });
  });
});

describe('PostgreSQL statement timeout', () => {
  it('cancels a statement past DB_STATEMENT_TIMEOUT_MS and answers UNAVAILABLE, not INTERNAL; the pool goes on', async () => {
    const failure = await grpcFailureOf(
      client.listNotifications({ pageSize: 1, before: { createdAt: '', id: 'slow' } }),
    );
    expect(failure.code).toBe(status.UNAVAILABLE);
    expect(failure.details).toBe('Temporarily unavailable, please try again');
    expect(await client.listNotifications({ pageSize: 10 })).toMatchObject({ notifications: [] });
  });
});
