import { randomUUID } from 'node:crypto';
import type { Producer } from 'kafkajs';
import { PropertyCreated } from '@homeward/protos/gen/homeward/property/v1/events';
import { createTestDatabase, testKafkaBrokers, uniqueId, waitFor } from '@homeward/testing';
import { connectDatabase, createLogger, metrics, migrateToLatest, type Knex } from '../src';
import {
  createKafka,
  createProducer,
  defineTopic,
  enqueueEvent,
  kafkaReadinessCheck,
  EventTablePruner,
  OutboxRelay,
  outboxMigrations,
  type OutboxRow,
} from '../src/events';
import { collectMessages, startTcpProxy, unusedPort, type Collector } from '@homeward/testing';

const logger = createLogger('kit-outbox-test', process.env.TEST_LOG_LEVEL ?? 'silent');
const SOURCE = 'homeward/kit-test';

// Unique per run so a re-run on the same broker never sees old records.
const run = uniqueId('relay');
const committedTopic = defineTopic(
  `test.${run}.committed`,
  'homeward.test.relay.committed.v1',
  PropertyCreated,
);
const retryTopic = defineTopic(`test.${run}.retry`, 'homeward.test.relay.retry.v1', PropertyCreated);
const orderTopic = defineTopic(`test.${run}.order`, 'homeward.test.relay.order.v1', PropertyCreated);
const replicasTopic = defineTopic(`test.${run}.replicas`, 'homeward.test.relay.replicas.v1', PropertyCreated);

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Knex;
let brokers: string[];
let collector: Collector;
const cleanups: (() => Promise<void>)[] = [];

function property(address: string): PropertyCreated {
  return PropertyCreated.fromPartial({
    propertyId: address,
    ownerId: 'owner-1',
    address,
    occurredAt: '2025-01-01T00:00:00Z',
  });
}

function relayOn(producer: Producer, options: Partial<ConstructorParameters<typeof OutboxRelay>[0]> = {}) {
  const relay = new OutboxRelay({ db, producer, logger, pollIntervalMs: 200, ...options });
  relay.start();
  cleanups.push(() => relay.stop());
  return relay;
}

function connectedProducer(): Producer {
  const producer = createProducer(createKafka({ clientId: 'kit-test-relay', brokers, logger }));
  cleanups.push(() => producer.disconnect());
  return producer;
}

async function outboxRow(id: string): Promise<OutboxRow> {
  return db<OutboxRow>('outbox')
    .where({ id })
    .first()
    .then((row) => row!);
}

beforeAll(async () => {
  database = await createTestDatabase('kit_outbox');
  db = connectDatabase(database.url);
  await migrateToLatest(db, outboxMigrations);
  brokers = testKafkaBrokers();
  const kafka = createKafka({ clientId: 'kit-test-collector', brokers, logger });
  collector = await collectMessages(kafka, uniqueId('collector'), [
    committedTopic.name,
    retryTopic.name,
    orderTopic.name,
    replicasTopic.name,
  ]);
});

afterEach(async () => {
  // relays before the producers they use
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

afterAll(async () => {
  await collector?.stop();
  await db?.destroy();
  await database?.drop();
});

describe('outbox and relay', () => {
  it('publishes nothing for a rolled-back transaction and each committed event exactly once, right after commit', async () => {
    // Two relays on one outbox, small batches: they take turns, and no row may go out twice.
    // A one-minute poll means only notify() can explain prompt delivery.
    const relays = [
      relayOn(connectedProducer(), { pollIntervalMs: 60_000, batchSize: 5 }),
      relayOn(connectedProducer(), { pollIntervalMs: 60_000, batchSize: 5 }),
    ];
    const wakeBoth = { notify: () => relays.forEach((relay) => relay.notify()) };

    await expect(
      db.transaction(async (trx) => {
        await enqueueEvent(trx, committedTopic, 'rolled-back', property('rolled-back'), {
          source: SOURCE,
          relay: wakeBoth,
        });
        throw new Error('state change failed');
      }),
    ).rejects.toThrow('state change failed');
    expect(await db('outbox').count('* as n').first()).toEqual({ n: '0' });

    const committedAt = Date.now();
    const ids = await db.transaction(async (trx) => {
      const enqueued: string[] = [];
      for (let i = 0; i < 20; i += 1) {
        enqueued.push(
          await enqueueEvent(trx, committedTopic, `property-${i % 4}`, property(`address-${i}`), {
            source: SOURCE,
            relay: wakeBoth,
          }),
        );
      }
      return enqueued;
    });

    await waitFor(() => collector.on(committedTopic.name).length >= 20, { timeoutMs: 15_000 });
    expect(Date.now() - committedAt).toBeLessThan(10_000);
    // Let both relays run further passes: a second publication of any row would show up now.
    wakeBoth.notify();
    await new Promise((resolve) => setTimeout(resolve, 1000));

    const received = collector.on(committedTopic.name);
    expect(received.map((message) => message.headers.ce_id).sort()).toEqual([...ids].sort());
    const rows = await db<OutboxRow>('outbox').whereIn('id', ids);
    for (const message of received) {
      const row = rows.find((candidate) => candidate.id === message.headers.ce_id)!;
      expect(message.headers).toEqual({
        ce_specversion: '1.0',
        ce_id: row.id,
        ce_type: 'homeward.test.relay.committed.v1',
        ce_source: SOURCE,
        ce_time: row.created_at.toISOString(),
        'content-type': 'application/protobuf',
      });
      expect(message.key).toBe(row.message_key);
      const payload = committedTopic.codec.decode(message.value!);
      expect(PropertyCreated.encode(payload).finish()).toEqual(new Uint8Array(row.payload));
      expect(payload.address).not.toBe('rolled-back');
    }
    const addresses = received.map((message) => committedTopic.codec.decode(message.value!).address).sort();
    expect(addresses).toEqual(Array.from({ length: 20 }, (_, i) => `address-${i}`).sort());
    expect(rows.every((row) => row.published_at !== null && row.attempts === 0)).toBe(true);
  });

  it('keeps retrying with backoff while the broker is unreachable and publishes once it is back', async () => {
    const port = await unusedPort();
    const deadBrokerKafka = createKafka({
      clientId: 'kit-test-relay-retry',
      brokers: [`127.0.0.1:${port}`],
      logger,
      retry: { retries: 0, initialRetryTime: 50 },
      connectionTimeoutMs: 500,
    });
    const producer = createProducer(deadBrokerKafka);
    cleanups.push(() => producer.disconnect());
    const failuresBefore = (await metrics.outboxPublishFailures.get()).values[0]?.value ?? 0;
    const relay = relayOn(producer, { pollIntervalMs: 100, backoff: { initialMs: 100, maxMs: 400 } });
    const ready = kafkaReadinessCheck({ producer });

    const id = await db.transaction((trx) =>
      enqueueEvent(trx, retryTopic, 'property-r', property('retried'), { source: SOURCE }),
    );

    await waitFor(async () => (await outboxRow(id)).attempts >= 3, { timeoutMs: 15_000 });
    const failing = await outboxRow(id);
    expect(failing.published_at).toBeNull();
    expect(failing.last_error).toMatch(/connect|ECONNREFUSED|broker/i);
    expect(failing.available_at.getTime()).toBeGreaterThan(failing.created_at.getTime());
    expect((await metrics.outboxPublishFailures.get()).values[0]?.value).toBeGreaterThanOrEqual(
      failuresBefore + 3,
    );
    expect((await metrics.outboxBacklog.get()).values[0]?.value).toBeGreaterThanOrEqual(1);
    await expect(ready()).rejects.toThrow(/not connected/);
    expect(relay.state()).toMatchObject({
      producerConnected: false,
      lastFailure: { message: expect.stringMatching(/connect|ECONNREFUSED|broker/i) },
    });
    expect(collector.on(retryTopic.name)).toHaveLength(0);

    // The broker "comes back" on the address the producer knows.
    const proxy = await startTcpProxy(port, brokers[0]!);
    cleanups.unshift(() => proxy.close()); // runs last, after relay and producer

    await waitFor(async () => (await outboxRow(id)).published_at !== null, { timeoutMs: 15_000 });
    await waitFor(() => collector.on(retryTopic.name).length >= 1, { timeoutMs: 10_000 });
    await expect(ready()).resolves.toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const received = collector.on(retryTopic.name);
    expect(received).toHaveLength(1);
    expect(received[0]!.headers.ce_id).toBe(id);
    expect(retryTopic.codec.decode(received[0]!.value!).address).toBe('retried');
    await waitFor(async () => (await metrics.outboxBacklog.get()).values[0]?.value === 0, {
      timeoutMs: 5000,
    });
    expect(relay.state()).toEqual({ producerConnected: true, backlog: 0, oldestUnpublishedAgeSeconds: 0 });
  });

  it('holds back a failing key, in order, without holding back other keys', async () => {
    // A producer that refuses the first three sends of key "stuck", as a broker would reject a poisoned record.
    const real = connectedProducer();
    let refusals = 3;
    const flaky = Object.create(real) as Producer;
    flaky.send = async (record) => {
      if (record.messages.some((message) => message.key === 'stuck') && refusals > 0) {
        refusals -= 1;
        throw new Error('record rejected by test');
      }
      return real.send(record);
    };
    const ids = await db.transaction(async (trx) => {
      const enqueue = (key: string, address: string) =>
        enqueueEvent(trx, orderTopic, key, property(address), { source: SOURCE });
      return [
        await enqueue('stuck', 'stuck-1'),
        await enqueue('stuck', 'stuck-2'),
        await enqueue('other', 'other-1'),
        await enqueue('stuck', 'stuck-3'),
        await enqueue('other', 'other-2'),
      ];
    });
    relayOn(flaky, { pollIntervalMs: 100, backoff: { initialMs: 300, maxMs: 300 } });

    await waitFor(
      async () => (await db('outbox').whereIn('id', ids).whereNull('published_at')).length === 0,
      {
        timeoutMs: 15_000,
      },
    );
    const rows = await Promise.all(ids.map(outboxRow));
    const [stuck1, stuck2, other1, stuck3, other2] = rows as [
      OutboxRow,
      OutboxRow,
      OutboxRow,
      OutboxRow,
      OutboxRow,
    ];
    expect(stuck1.attempts).toBe(3);
    expect(stuck1.last_error).toContain('record rejected by test');
    // Its followers were never even tried while it was stuck, and the other key did not wait for it.
    expect([stuck2.attempts, stuck3.attempts]).toEqual([0, 0]);
    expect(other1.published_at!.getTime()).toBeLessThan(stuck1.published_at!.getTime());
    expect(other2.published_at!.getTime()).toBeLessThan(stuck1.published_at!.getTime());

    await waitFor(() => collector.on(orderTopic.name).length >= 5, { timeoutMs: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const addressesOf = (key: string) =>
      collector
        .on(orderTopic.name)
        .filter((message) => message.key === key)
        .map((message) => orderTopic.codec.decode(message.value!).address);
    expect(addressesOf('stuck')).toEqual(['stuck-1', 'stuck-2', 'stuck-3']);
    expect(addressesOf('other')).toEqual(['other-1', 'other-2']);
  });

  it('keeps one key in order when two relays (two replicas of a service) publish from the same outbox', async () => {
    // Each send takes a moment, as a broker's acks=all round trip does, so the two relays' passes overlap: a relay
    // that claimed later rows of a key while the other was still sending the earlier ones would overtake it.
    const slowProducer = () => {
      const real = connectedProducer();
      const slow = Object.create(real) as Producer;
      slow.send = async (record) => {
        await new Promise((resolve) => setTimeout(resolve, 15));
        return real.send(record);
      };
      return slow;
    };
    const relays = [
      relayOn(slowProducer(), { pollIntervalMs: 60_000, batchSize: 3 }),
      relayOn(slowProducer(), { pollIntervalMs: 60_000, batchSize: 3 }),
    ];
    const count = 30;
    for (let batch = 0; batch < count / 5; batch += 1) {
      // Committed in several transactions, each waking "its" replica, as requests served by both would.
      await db.transaction(async (trx) => {
        for (let i = batch * 5; i < batch * 5 + 5; i += 1) {
          await enqueueEvent(trx, replicasTopic, 'one-key', property(`event-${i}`), {
            source: SOURCE,
            relay: relays[batch % 2]!,
          });
        }
      });
    }

    await waitFor(() => collector.on(replicasTopic.name).length >= count, { timeoutMs: 15_000 });
    const addresses = collector
      .on(replicasTopic.name)
      .map((message) => replicasTopic.codec.decode(message.value!).address);
    expect(addresses).toEqual(Array.from({ length: count }, (_, i) => `event-${i}`));
  });

  it('leaves the rows to the relay holding the publisher lock when waiting for it times out', async () => {
    const relay = new OutboxRelay({ db, producer: connectedProducer(), logger, publisherLockWaitMs: 50 });
    const id = await db.transaction((trx) =>
      enqueueEvent(trx, replicasTopic, 'lock-key', property('after-lock'), { source: SOURCE }),
    );
    // Another replica's pass, holding the lock.
    const other = await db.transaction();
    try {
      await other.raw(`select pg_advisory_xact_lock(hashtext('homeward.outbox-relay.publisher'))`);
      await expect(relay.publishPending()).resolves.toEqual({ claimed: 0, published: 0, failed: 0 });
    } finally {
      await other.rollback();
    }
    expect(await relay.publishPending()).toMatchObject({ published: 1 });
    expect((await outboxRow(id)).published_at).not.toBeNull();
  });

  it('prunes published outbox rows and old inbox rows in batches, and keeps the rest', async () => {
    const outboxRow = (publishedHoursAgo: number | null) => ({
      id: randomUUID(),
      topic: 'test.prune',
      message_key: 'k',
      ce_type: 'homeward.test.prune.v1',
      ce_source: SOURCE,
      payload: Buffer.alloc(0),
      created_at: db.raw(`now() - interval '30 days'`),
      available_at: db.raw(`now() + interval '1 day'`), // never publishable during this test
      published_at:
        publishedHoursAgo === null ? null : db.raw(`now() - ? * interval '1 hour'`, [publishedHoursAgo]),
    });
    const inboxRow = (processedDaysAgo: number) => ({
      consumer_group: 'test.prune',
      event_id: randomUUID(),
      topic: 'test.prune',
      processed_at: db.raw(`now() - ? * interval '1 day'`, [processedDaysAgo]),
    });
    const oldOutbox = [outboxRow(25), outboxRow(30), outboxRow(48)];
    const keptOutbox = [outboxRow(23), outboxRow(null)];
    const oldInbox = [inboxRow(15), inboxRow(20), inboxRow(30)];
    const keptInbox = [inboxRow(13)];
    await db('outbox').insert([...oldOutbox, ...keptOutbox]);
    await db('inbox').insert([...oldInbox, ...keptInbox]);
    const prunedBefore = async (table: string) =>
      (await metrics.eventRowsPruned.get()).values.find((value) => value.labels.table === table)?.value ?? 0;
    const [outboxBefore, inboxBefore] = [await prunedBefore('outbox'), await prunedBefore('inbox')];

    // Batches of two and a one-minute interval: only "a full batch means go round again" empties three rows.
    const pruner = new EventTablePruner({ db, logger, batchSize: 2, intervalMs: 60_000 });
    pruner.start();
    cleanups.push(() => pruner.stop());

    const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
    const eventIds = (rows: { event_id: string }[]) => rows.map((row) => row.event_id);
    await waitFor(
      async () =>
        (await db('outbox').whereIn('id', ids(oldOutbox)).count('* as n').first())?.n === '0' &&
        (await db('inbox').whereIn('event_id', eventIds(oldInbox)).count('* as n').first())?.n === '0',
      { timeoutMs: 5000 },
    );
    expect((await db('outbox').whereIn('id', ids(keptOutbox)).pluck('id')).sort()).toEqual(
      ids(keptOutbox).sort(),
    );
    expect(await db('inbox').whereIn('event_id', eventIds(keptInbox)).pluck('event_id')).toEqual(
      eventIds(keptInbox),
    );
    expect(await prunedBefore('outbox')).toBe(outboxBefore + 3);
    expect(await prunedBefore('inbox')).toBe(inboxBefore + 3);
  });
});
