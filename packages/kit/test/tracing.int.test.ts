// One operation across gRPC, PostgreSQL, the outbox, Kafka and a consumer is one trace: the kit's hooks alone,
// with spans collected in memory.
import { Writable } from 'node:stream';
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import {
  NotificationServiceClient,
  NotificationServiceService,
} from '@homeward/protos/gen/homeward/notifications/v1/notifications';
import { PropertyCreated } from '@homeward/protos/gen/homeward/property/v1/events';
import {
  TEST_FETCH_MAX_WAIT_MS,
  createTestDatabase,
  testKafkaBrokers,
  uniqueId,
  waitFor,
} from '@homeward/testing';
import {
  connectDatabase,
  connectService,
  createKafka,
  createLogger,
  createProducer,
  defineTopic,
  enqueueEvent,
  EventConsumer,
  migrateToLatest,
  OutboxRelay,
  outboxMigrations,
  startGrpcServer,
  startTracing,
  tracer,
  type Knex,
  type RunningTracing,
} from '../src';

const topic = defineTopic(`test.${uniqueId('tracing')}.created`, 'homeward.test.tracing.v1', PropertyCreated);
const quiet = createLogger('kit-tracing-test', process.env.TEST_LOG_LEVEL ?? 'silent');
const logLines: Record<string, unknown>[] = [];
const captured = createLogger(
  'kit-tracing-test',
  'info',
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  }),
);

const exporter = new InMemorySpanExporter();
const cleanups: (() => Promise<unknown> | unknown)[] = [];
let tracing: RunningTracing;
let db: Knex;
let call: () => Promise<unknown>;
const handled: string[] = [];

beforeAll(async () => {
  tracing = startTracing({ serviceName: 'kit-tracing-test' }, exporter);
  const database = await createTestDatabase('kit_tracing');
  db = connectDatabase(database.url);
  cleanups.push(
    () => database.drop(),
    () => db.destroy(),
  );
  await migrateToLatest(db, outboxMigrations);

  const kafka = createKafka({ clientId: 'kit-tracing-test', brokers: testKafkaBrokers(), logger: quiet });
  const producer = createProducer(kafka);
  const relay = new OutboxRelay({ db, producer, logger: quiet, pollIntervalMs: 200 });
  relay.start();
  cleanups.push(
    () => producer.disconnect(),
    () => relay.stop(),
  );

  const consumer = new EventConsumer({
    kafka,
    db,
    groupId: uniqueId('tracing-group'),
    logger: quiet,
    fetchMaxWaitMs: TEST_FETCH_MAX_WAIT_MS,
  }).subscribe(topic, async (event, trx) => {
    await trx.raw('select 1');
    handled.push(event.id);
    captured.info({ eventId: event.id }, 'test event handled');
  });
  cleanups.push(() => consumer.stop());
  await consumer.start();

  const server = await startGrpcServer({
    port: 0,
    logger: quiet,
    verifier: { verify: () => Promise.reject(new Error('no tokens in this test')) },
    services: [
      {
        definition: NotificationServiceService,
        publicMethods: ['listNotifications'],
        implementation: {
          // The handler a service would have: a transaction that changes state and enqueues its event.
          async listNotifications() {
            await db.transaction((trx) =>
              enqueueEvent(trx, topic, 'key-1', PropertyCreated.fromPartial({ address: '1 Main St' }), {
                source: 'homeward/kit-test',
                relay,
              }),
            );
            return { notifications: [], unreadCount: 0 };
          },
          // the service's other RPCs; this test calls only the one above
          async markNotificationRead() {
            return { unreadCount: 0 };
          },
          async markAllNotificationsRead() {
            return { marked: 0, unreadCount: 0 };
          },
        },
      },
    ],
  });
  cleanups.push(() => server.shutdown(100));
  const connection = connectService(
    NotificationServiceClient,
    NotificationServiceService,
    `127.0.0.1:${server.port}`,
  );
  cleanups.push(() => connection.close());
  call = () => connection.client.listNotifications({ pageSize: 0 });
});

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await tracing?.stop();
});

const kindOf = (span: ReadableSpan) => SpanKind[span.kind];
const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;

it('follows a call from the client through the server, its queries, the relay and the consumer in one tree', async () => {
  const root = await tracer().startActiveSpan('test request', async (span) => {
    await call();
    span.end();
    return span.spanContext();
  });

  const spans = await waitFor(
    () => {
      const all = exporter.getFinishedSpans().filter((span) => span.spanContext().traceId === root.traceId);
      return all.some((span) => span.kind === SpanKind.CONSUMER) ? all : undefined;
    },
    { timeoutMs: 30_000, intervalMs: 100, message: 'the consumer span' },
  );
  const byId = new Map(spans.map((span) => [span.spanContext().spanId, span]));
  const find = (kind: SpanKind, name: RegExp) => {
    const found = spans.filter((span) => span.kind === kind && name.test(span.name));
    expect({ kind: SpanKind[kind], name: String(name), count: found.length }).toEqual({
      kind: SpanKind[kind],
      name: String(name),
      count: 1,
    });
    return found[0]!;
  };

  const client = find(
    SpanKind.CLIENT,
    /^homeward\.notifications\.v1\.NotificationService\/ListNotifications$/,
  );
  const server = find(SpanKind.SERVER, /ListNotifications$/);
  const insert = spans.find((span) => span.kind === SpanKind.CLIENT && /^INSERT /.test(span.name))!;
  const publish = find(SpanKind.PRODUCER, new RegExp(`^${topic.name.replace(/\./g, '\\.')} publish$`));
  const consume = find(SpanKind.CONSUMER, / process$/);
  expect(parentOf(client)).toBe(root.spanId);
  expect(parentOf(server)).toBe(client.spanContext().spanId);
  expect(insert.attributes).toMatchObject({
    'db.system.name': 'postgresql',
    'db.namespace': expect.any(String),
  });
  expect(String(insert.attributes['db.query.text'])).toMatch(/^insert into "outbox"/);
  expect(parentOf(insert)).toBe(server.spanContext().spanId);
  // The relay published later, outside the call, and still continued the call's trace from the outbox row.
  expect(parentOf(publish)).toBe(server.spanContext().spanId);
  expect(parentOf(consume)).toBe(publish.spanContext().spanId);
  expect(consume.attributes).toMatchObject({ 'homeward.event.outcome': 'processed' });
  const handlerQuery = spans.find((span) => /select 1/.test(String(span.attributes['db.query.text'])))!;
  expect(parentOf(handlerQuery)).toBe(consume.spanContext().spanId);

  // One tree: every span but the root has its parent in the trace.
  const orphans = spans.filter((span) => parentOf(span) !== undefined && !byId.has(parentOf(span)!));
  expect(orphans.map((span) => `${kindOf(span)} ${span.name}`)).toEqual([]);
  // The relay's idle polls are not traced: no span outside this trace comes from a poll.
  expect(
    exporter
      .getFinishedSpans()
      .filter((span) => span.spanContext().traceId !== root.traceId)
      .map((span) => span.name),
  ).toEqual([]);

  // A log line written while handling the event names the trace and the consumer span.
  expect(logLines).toContainEqual(
    expect.objectContaining({
      msg: 'test event handled',
      trace_id: root.traceId,
      span_id: consume.spanContext().spanId,
    }),
  );
});

it('records no span and writes no trace id once tracing is stopped', async () => {
  await tracing.stop();
  exporter.reset();
  logLines.length = 0;
  await call();
  await waitFor(() => (handled.length >= 2 ? true : undefined), {
    timeoutMs: 30_000,
    intervalMs: 100,
    message: 'the second event handled',
  });
  expect(exporter.getFinishedSpans()).toEqual([]);
  expect(logLines).toContainEqual(expect.objectContaining({ msg: 'test event handled' }));
  expect(logLines.filter((line) => 'trace_id' in line)).toEqual([]);
  const [row] = await db('outbox').whereNull('traceparent').select('id');
  expect(row).toBeDefined();
});
