// republishOutbox after a broker lost what it had acknowledged: the rows published since the given time go out
// again through the relay, in their order per key and with their ids; older rows do not; and a consumer that had
// applied one of them applies it once.
import { PropertyCreated } from '@homeward/protos/gen/homeward/property/v1/events';
import {
  TEST_FETCH_MAX_WAIT_MS,
  TEST_GROUP_TIMING,
  collectTestMessages,
  createTestDatabase,
  testKafkaBrokers,
  uniqueId,
  waitFor,
  type Collector,
} from '@homeward/testing';
import { connectDatabase, createLogger, migrateToLatest, type Knex } from '../src';
import {
  createKafka,
  createProducer,
  defineTopic,
  enqueueEvent,
  EventConsumer,
  OutboxRelay,
  outboxMigrations,
  republishOutbox,
  type OutboxRow,
} from '../src/events';

const logger = createLogger('kit-republish-test', process.env.TEST_LOG_LEVEL ?? 'silent');
const topic = defineTopic(`test.${uniqueId('republish')}`, 'homeward.test.republish.v1', PropertyCreated);

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Knex;
let consumer: EventConsumer;
let collector: Collector;
let producer: ReturnType<typeof createProducer>;
let relay: OutboxRelay;

/** Enqueues one event per [key, address] and publishes them (the relay's own pass, not its loop). */
async function publish(...events: [string, string][]): Promise<string[]> {
  const ids = await db.transaction(async (trx) => {
    const enqueued: string[] = [];
    for (const [key, address] of events)
      enqueued.push(
        await enqueueEvent(trx, topic, key, PropertyCreated.fromPartial({ propertyId: key, address }), {
          source: 'homeward/kit-test',
        }),
      );
    return enqueued;
  });
  expect(await relay.publishPending()).toEqual({
    claimed: events.length,
    published: events.length,
    failed: 0,
  });
  return ids;
}

const applied = (ids: string[]) => db('effects').whereIn('event_id', ids).pluck('event_id');
const receivedOn = (key: string) =>
  collector.messages.filter((message) => message.key === key).map((message) => message.headers.ce_id);

beforeAll(async () => {
  database = await createTestDatabase('kit_republish');
  db = connectDatabase(database.url);
  await migrateToLatest(db, outboxMigrations);
  await db.schema.createTable('effects', (table) => {
    table.increments('id');
    table.text('event_id').notNullable(); // no unique key: a double would show
  });
  const kafka = createKafka({ clientId: 'kit-test-republish', brokers: testKafkaBrokers(), logger });
  producer = createProducer(kafka);
  relay = new OutboxRelay({ db, producer, logger });
  consumer = new EventConsumer({
    kafka,
    db,
    groupId: uniqueId('republish-group'),
    logger,
    sessionTimeoutMs: TEST_GROUP_TIMING.sessionTimeout,
    heartbeatIntervalMs: TEST_GROUP_TIMING.heartbeatInterval,
    fetchMaxWaitMs: TEST_FETCH_MAX_WAIT_MS,
  }).subscribe(topic, async (event, trx) => {
    await trx('effects').insert({ event_id: event.id });
  });
  // Both group joins at once: each costs about a session timeout on the mock broker.
  [collector] = await Promise.all([collectTestMessages('republish', [topic.name]), consumer.start()]);
});

afterAll(async () => {
  await Promise.allSettled([consumer?.stop(), collector?.stop()]);
  await producer?.disconnect();
  await db?.destroy();
  await database?.drop();
});

it('sends again, through the relay, exactly the rows published since the given time, in order, with their ids', async () => {
  const before = await publish(['a', 'a-1'], ['b', 'b-1']);
  const { rows } = await db.raw<{ rows: { now: Date }[] }>('select clock_timestamp() as now');
  const since = rows[0]!.now;
  const after = await publish(['a', 'a-2'], ['a', 'a-3'], ['b', 'b-2']);
  await waitFor(async () => (await applied([...before, ...after])).length === 5, {
    timeoutMs: 15_000,
    message: 'the consumer to apply the first five events',
  });

  expect(await republishOutbox({ db, since, dryRun: true })).toEqual({
    rows: 3,
    oldestKept: expect.any(Date),
  });
  expect(await db<OutboxRow>('outbox').whereNull('published_at').count('* as n')).toEqual([{ n: '0' }]);

  const result = await republishOutbox({ db, since });
  expect(result.rows).toBe(3);
  expect(result.oldestKept!.getTime()).toBeLessThan(since.getTime());
  expect((await db<OutboxRow>('outbox').whereNull('published_at').pluck('id')).sort()).toEqual(
    [...after].sort(),
  );
  // The relay's own pass sends them; a marker per key after them shows when the consumer has seen the repeats.
  const markers = await db.transaction(async (trx) =>
    Promise.all(
      ['a', 'b'].map((key) =>
        enqueueEvent(trx, topic, key, PropertyCreated.fromPartial({ propertyId: key, address: 'marker' }), {
          source: 'homeward/kit-test',
        }),
      ),
    ),
  );
  expect(await relay.publishPending()).toEqual({ claimed: 5, published: 5, failed: 0 });
  await waitFor(async () => (await applied(markers)).length === 2, {
    timeoutMs: 15_000,
    message: 'the consumer to apply the markers',
  });

  await waitFor(() => collector.messages.length === 10, {
    timeoutMs: 15_000,
    message: 'the collector to receive all ten records',
  });
  const [a1, b1, a2, a3, b2] = [...before, ...after];
  expect(receivedOn('a')).toEqual([a1, a2, a3, a2, a3, markers[0]]);
  expect(receivedOn('b')).toEqual([b1, b2, b2, markers[1]]);
  // Applied once each, though two of them arrived twice.
  expect((await applied([...before, ...after, ...markers])).sort()).toEqual(
    [...before, ...after, ...markers].sort(),
  );
});

it('refuses a since that is not a date', async () => {
  await expect(republishOutbox({ db, since: new Date('not a date') })).rejects.toThrow(/not a date/);
});
