import { randomUUID } from 'node:crypto';
import { PropertyCreated } from '@homeward/protos/gen/homeward/property/v1/events';
import {
  TEST_GROUP_TIMING,
  TEST_FETCH_MAX_WAIT_MS,
  collectTestMessages,
  createTestDatabase,
  startTestPublisher,
  testKafkaBrokers,
  uniqueId,
  waitFor,
  type Collector,
  type TestPublisher,
} from '@homeward/testing';
import { connectDatabase, createLogger, metrics, migrateToLatest, type Knex } from '../src';
import {
  createKafka,
  deadLetterTopic,
  defineTopic,
  EventConsumer,
  outboxMigrations,
  type EventHandler,
  type TopicDefinition,
} from '../src/events';

const logger = createLogger('kit-consumer-test', process.env.TEST_LOG_LEVEL ?? 'silent');
const SOURCE = 'homeward/kit-test';
const run = uniqueId('consumer');
const dedupeTopic = defineTopic(`test.${run}.dedupe`, 'homeward.test.consumer.v1', PropertyCreated);
const poisonTopic = defineTopic(`test.${run}.poison`, 'homeward.test.consumer.v1', PropertyCreated);
const restartTopic = defineTopic(`test.${run}.restart`, 'homeward.test.consumer.v1', PropertyCreated);

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Knex;
let kafka: ReturnType<typeof createKafka>;
let publisher: TestPublisher;
let mainConsumer: EventConsumer;
let firstRestartConsumer: EventConsumer;
let secondRestartConsumer: EventConsumer | undefined;
let deadLetters: Collector;
const restartGroup = uniqueId('restart-group');
const poisonAttempts = new Map<string, number>();

interface Effect {
  event_id: string;
  topic: string;
  address: string;
}

function consumerOptions(groupId: string) {
  return {
    kafka,
    db,
    groupId,
    logger,
    maxAttempts: 3,
    retryBackoffMs: 50,
    sessionTimeoutMs: TEST_GROUP_TIMING.sessionTimeout,
    heartbeatIntervalMs: TEST_GROUP_TIMING.heartbeatInterval,
    fetchMaxWaitMs: TEST_FETCH_MAX_WAIT_MS,
  };
}

/** The effect under test: a row written in the handler's transaction (no unique key, so doubles would show). */
function recordEffect(delayMs = 0): EventHandler<PropertyCreated> {
  return async (event, trx) => {
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    await trx('effects').insert({ event_id: event.id, topic: event.type, address: event.payload.address });
  };
}

const poisonHandler: EventHandler<PropertyCreated> = async (event, trx) => {
  await trx('effects').insert({ event_id: event.id, topic: event.type, address: event.payload.address });
  if (event.payload.address.startsWith('poison')) {
    poisonAttempts.set(event.id, (poisonAttempts.get(event.id) ?? 0) + 1);
    throw new Error(`cannot handle ${event.payload.address}`);
  }
};

function encoded(address: string): Buffer {
  return Buffer.from(
    PropertyCreated.encode(PropertyCreated.fromPartial({ propertyId: address, address })).finish(),
  );
}

async function publish(topic: TopicDefinition<PropertyCreated>, id: string, key: string, value: Buffer) {
  await publisher.publishRaw(topic, key, value, { id });
}

async function effectsOf(ids: string[]): Promise<Effect[]> {
  return db<Effect>('effects').whereIn('event_id', ids);
}

async function counter(metric: 'eventsConsumed' | 'eventsDeadLettered', labels: Record<string, string>) {
  const { values } = await metrics[metric].get();
  const match = values.find((value) =>
    Object.entries(labels).every(([name, want]) => (value.labels as Record<string, unknown>)[name] === want),
  );
  return match?.value ?? 0;
}

beforeAll(async () => {
  database = await createTestDatabase('kit_consumer');
  db = connectDatabase(database.url);
  await migrateToLatest(db, outboxMigrations);
  await db.schema.createTable('effects', (table) => {
    table.increments('id');
    table.text('event_id').notNullable();
    table.text('topic').notNullable();
    table.text('address').notNullable();
  });
  kafka = createKafka({ clientId: 'kit-test-consumer', brokers: testKafkaBrokers(), logger });
  publisher = await startTestPublisher(SOURCE);

  mainConsumer = new EventConsumer(consumerOptions(uniqueId('group')))
    .subscribe(dedupeTopic, recordEffect())
    .subscribe(poisonTopic, poisonHandler);
  firstRestartConsumer = new EventConsumer(consumerOptions(restartGroup)).subscribe(
    restartTopic,
    recordEffect(20),
  );
  await expect(firstRestartConsumer.readinessCheck()).rejects.toThrow(/consumer: not connected/);

  // Every group join costs about one session timeout on the mock broker; pay for all of them at once.
  [deadLetters] = await Promise.all([
    collectTestMessages('dlq', [deadLetterTopic(poisonTopic.name)]),
    mainConsumer.start(),
    firstRestartConsumer.start(),
  ]);
});

afterAll(async () => {
  await Promise.allSettled([
    mainConsumer?.stop(),
    firstRestartConsumer?.stop(),
    secondRestartConsumer?.stop(),
    deadLetters?.stop(),
  ]);
  await publisher?.stop();
  await db?.destroy();
  await database?.drop();
});

describe('EventConsumer', () => {
  it('applies a redelivered event (same ce_id) once', async () => {
    const id = randomUUID();
    const later = randomUUID();
    // Same key, same partition: by the time `later` is handled, both copies of `id` have been.
    await publish(dedupeTopic, id, 'property-1', encoded('once'));
    await publish(dedupeTopic, id, 'property-1', encoded('once'));
    await publish(dedupeTopic, later, 'property-1', encoded('later'));

    await waitFor(async () => (await effectsOf([later])).length === 1, { timeoutMs: 15_000 });
    expect((await effectsOf([id])).map((effect) => effect.address)).toEqual(['once']);
    expect(await counter('eventsConsumed', { topic: dedupeTopic.name, outcome: 'processed' })).toBe(2);
    expect(await counter('eventsConsumed', { topic: dedupeTopic.name, outcome: 'duplicate' })).toBe(1);
    expect(await db('inbox').where({ consumer_group: mainConsumer.groupId }).pluck('event_id')).toEqual(
      expect.arrayContaining([id, later]),
    );
  });

  it('dead-letters a message whose handler keeps failing, and one that cannot be decoded, then moves on', async () => {
    const poison = randomUUID();
    const garbage = randomUUID();
    const good = randomUUID();
    const poisonBytes = encoded('poison-1');
    // field 1 claims 5 bytes and only 1 follows: not a PropertyCreated
    const garbageBytes = Buffer.from([0x0a, 0x05, 0x61]);
    await publish(poisonTopic, poison, 'property-9', poisonBytes);
    await publish(poisonTopic, garbage, 'property-9', garbageBytes);
    await publish(poisonTopic, good, 'property-9', encoded('good-1'));

    await waitFor(async () => (await effectsOf([good])).length === 1, { timeoutMs: 20_000 });
    await waitFor(() => deadLetters.messages.length >= 2, { timeoutMs: 10_000 });

    expect(poisonAttempts.get(poison)).toBe(3);
    // every failed attempt rolled back its effect and its inbox row
    expect(await effectsOf([poison, garbage])).toEqual([]);
    expect(await db('inbox').whereIn('event_id', [poison, garbage])).toEqual([]);

    const byId = new Map(deadLetters.messages.map((message) => [message.headers.ce_id, message]));
    expect(deadLetters.messages).toHaveLength(2);
    const deadPoison = byId.get(poison)!;
    expect(deadPoison.topic).toBe(`${poisonTopic.name}.dlq`);
    expect(deadPoison.key).toBe('property-9');
    expect(deadPoison.value).toEqual(poisonBytes);
    expect(deadPoison.headers).toMatchObject({
      ce_type: poisonTopic.ceType,
      ce_source: SOURCE,
      'content-type': 'application/protobuf',
      'x-error': 'Error: cannot handle poison-1',
      'x-original-topic': poisonTopic.name,
      'x-attempts': '3',
      'x-consumer-group': mainConsumer.groupId,
    });
    const deadGarbage = byId.get(garbage)!;
    expect(deadGarbage.value).toEqual(garbageBytes);
    expect(deadGarbage.headers['x-attempts']).toBe('0');
    expect(deadGarbage.headers['x-error']).not.toBe('');
    expect(await counter('eventsDeadLettered', { topic: poisonTopic.name })).toBe(2);
    expect(await counter('eventsConsumed', { topic: poisonTopic.name, outcome: 'failed' })).toBe(3);
  });

  it('handles every event exactly once across a stop and restart of the group', async () => {
    await expect(firstRestartConsumer.readinessCheck()).resolves.toBeUndefined();
    const ids = Array.from({ length: 40 }, () => randomUUID());
    const publishAll = (slice: string[], offset: number) =>
      Promise.all(
        slice.map((id, i) =>
          publish(restartTopic, id, `property-${i % 4}`, encoded(`restart-${offset + i}`)),
        ),
      );

    await publishAll(ids.slice(0, 20), 0);
    await waitFor(async () => (await effectsOf(ids)).length >= 3, { timeoutMs: 15_000 });
    // Stop in the middle of the stream while more events arrive.
    await Promise.all([firstRestartConsumer.stop(), publishAll(ids.slice(20), 20)]);
    const handledBeforeStop = (await effectsOf(ids)).length;
    expect(handledBeforeStop).toBeLessThan(ids.length);
    await expect(firstRestartConsumer.readinessCheck()).rejects.toThrow(/consumer: disconnected/);

    secondRestartConsumer = new EventConsumer(consumerOptions(restartGroup)).subscribe(
      restartTopic,
      recordEffect(),
    );
    await secondRestartConsumer.start();
    await expect(secondRestartConsumer.readinessCheck()).resolves.toBeUndefined();

    await waitFor(
      async () => new Set((await effectsOf(ids)).map((effect) => effect.event_id)).size === ids.length,
      {
        timeoutMs: 20_000,
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 1000)); // room for any redelivery to (wrongly) take effect
    const effects = await effectsOf(ids);
    expect(effects).toHaveLength(ids.length);
    expect(new Set(effects.map((effect) => effect.event_id))).toEqual(new Set(ids));
  });
});
