import net from 'node:net';
import { randomUUID } from 'node:crypto';
import { Kafka, logLevel, type ISocketFactory } from 'kafkajs';
import { PropertyCreated } from '@homeward/protos/gen/homeward/property/v1/events';
import {
  TEST_GROUP_TIMING,
  TEST_FETCH_MAX_WAIT_MS,
  createTestDatabase,
  startTestPublisher,
  testKafkaBrokers,
  uniqueId,
  waitFor,
  type TestPublisher,
} from '@homeward/testing';
import { connectDatabase, createLogger, migrateToLatest, type Knex } from '../src';
import { defineTopic, EventConsumer, outboxMigrations, writeKafkaLog } from '../src/events';

/**
 * Two replicas of a service in one consumer group on the local mock broker (librdkafka 2.0.x's mock cluster).
 *
 * The mock completes a rebalance as soon as the leader's SyncGroup carries every member's assignment and moves the
 * group to Up; a follower's SyncGroup that arrives after that is answered INVALID_REQUEST (42), which kafkajs treats
 * as non-retriable: its consumer stops for good. A real broker answers that late SyncGroup with the assignment. A
 * replica that is slower than the leader (busy starting up, say) loses this race; here the second replica's first
 * SyncGroup is held back on the wire until the leader's has been sent, so it loses it every time.
 */

const logger = createLogger('kit-replicas-test', process.env.TEST_LOG_LEVEL ?? 'silent');
const SOURCE = 'homeward/kit-test';
const SYNC_GROUP_API_KEY = 14;
const run = uniqueId('replicas');
const topic = defineTopic(`test.${run}.replicas`, 'homeward.test.replicas.v1', PropertyCreated);
const groupId = uniqueId('replicas-group');

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Knex;
let publisher: TestPublisher;
let first: EventConsumer;
let second: EventConsumer;
let delayedSyncGroups = 0;

/** Per request a client writes: a promise to wait for before sending it, or undefined to send it now. */
type RequestGate = (apiKey: number) => Promise<void> | undefined;

/** Sockets that pass every kafkajs request through `gate` (a request is one write: INT32 size, INT16 api key). */
function gatedSockets(gate: RequestGate): ISocketFactory {
  return ({ host, port, onConnect }) => {
    const socket = net.connect({ host, port }, onConnect);
    const write = socket.write.bind(socket) as (...args: unknown[]) => boolean;
    socket.write = ((chunk: unknown, ...rest: unknown[]) => {
      const held = Buffer.isBuffer(chunk) && chunk.length > 6 ? gate(chunk.readInt16BE(4)) : undefined;
      if (!held) return write(chunk, ...rest);
      void held.then(() => write(chunk, ...rest));
      return true;
    }) as typeof socket.write;
    return socket;
  };
}

/**
 * The race, decided: once armed, the first replica's next SyncGroup (it leads the rebalance the second replica's
 * join starts) opens the gate, and the second replica's first SyncGroup waits for it, so it reaches the broker last.
 */
let armed = false;
let leaderSyncSent: () => void = () => undefined;
const leaderSynced = new Promise<void>((resolve) => (leaderSyncSent = resolve));
const leaderGate: RequestGate = (apiKey) => {
  if (armed && apiKey === SYNC_GROUP_API_KEY) leaderSyncSent();
  return undefined;
};
const followerGate: RequestGate = (apiKey) => {
  if (apiKey !== SYNC_GROUP_API_KEY || delayedSyncGroups > 0) return undefined;
  delayedSyncGroups += 1;
  return leaderSynced.then(() => new Promise((resolve) => setTimeout(resolve, 300)));
};

function testKafka(clientId: string, gate: RequestGate): Kafka {
  return new Kafka({
    clientId,
    brokers: testKafkaBrokers(),
    socketFactory: gatedSockets(gate),
    logLevel: logLevel.INFO,
    logCreator: () => (entry) => writeKafkaLog(logger.child({ component: 'kafkajs', clientId }), entry),
  });
}

function consumer(kafka: Kafka, name: string): EventConsumer {
  return new EventConsumer({
    kafka,
    db,
    groupId,
    logger,
    sessionTimeoutMs: TEST_GROUP_TIMING.sessionTimeout,
    heartbeatIntervalMs: TEST_GROUP_TIMING.heartbeatInterval,
    fetchMaxWaitMs: TEST_FETCH_MAX_WAIT_MS,
    restartBackoff: { initialMs: 500, maxMs: 4000 },
  }).subscribe(topic, async (event, trx) => {
    await trx('effects').insert({ event_id: event.id, handled_by: name });
  });
}

async function publishMany(count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  await Promise.all(
    ids.map((id, i) =>
      publisher.publish(topic, `property-${i}`, PropertyCreated.fromPartial({ propertyId: `p-${i}` }), {
        id,
      }),
    ),
  );
  return ids;
}

async function effectsOf(ids: string[]): Promise<{ event_id: string; handled_by: string }[]> {
  return db('effects').whereIn('event_id', ids).select('event_id', 'handled_by');
}

beforeAll(async () => {
  database = await createTestDatabase('kit_replicas');
  db = connectDatabase(database.url);
  await migrateToLatest(db, outboxMigrations);
  await db.schema.createTable('effects', (table) => {
    table.increments('id');
    table.text('event_id').notNullable();
    table.text('handled_by').notNullable();
  });
  publisher = await startTestPublisher(SOURCE);
  first = consumer(testKafka('replica-1', leaderGate), 'replica-1');
  await first.start();
});

afterAll(async () => {
  await Promise.allSettled([first?.stop(), second?.stop()]);
  await publisher?.stop();
  await db?.destroy();
  await database?.drop();
});

describe('a second replica joining a consumer group on the mock broker', () => {
  it('crashes on its late SyncGroup, is replaced, and then both replicas share the events exactly once', async () => {
    const before = await publishMany(12);
    await waitFor(async () => (await effectsOf(before)).length === before.length, { timeoutMs: 20_000 });

    armed = true;
    second = consumer(testKafka('replica-2', followerGate), 'replica-2');
    // resolves once the join is over, here with a crash kafkajs will not restart
    await second.start();
    expect(delayedSyncGroups).toBe(1);
    await expect(second.readinessCheck()).rejects.toThrow(
      /consumer: crashed \(KafkaJSProtocolError: This most likely occurs because of a request being malformed/,
    );

    // the replacement consumer joins; the mock drops the dead member after its session timeout and rebalances
    await waitFor(
      async () => {
        const states = await Promise.allSettled([first.readinessCheck(), second.readinessCheck()]);
        return states.every((state) => state.status === 'fulfilled');
      },
      { timeoutMs: 45_000, intervalMs: 250 },
    );

    const after = await publishMany(40);
    await waitFor(async () => (await effectsOf(after)).length >= after.length, { timeoutMs: 30_000 });
    await new Promise((resolve) => setTimeout(resolve, 1500)); // room for a redelivery to (wrongly) take effect
    const effects = await effectsOf([...before, ...after]);
    expect(effects).toHaveLength(before.length + after.length);
    expect(new Set(effects.map((effect) => effect.event_id)).size).toBe(effects.length);
    const handledBy = new Set(
      effects.filter((effect) => after.includes(effect.event_id)).map((effect) => effect.handled_by),
    );
    expect(handledBy).toEqual(new Set(['replica-1', 'replica-2']));
  });
});
