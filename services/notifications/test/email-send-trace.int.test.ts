// The e-mail leaves long after the event that queued it, from the dispatcher's loop, outside any trace: the queued
// row keeps the consumer span's traceparent and the send is a span under it. Spans are collected in memory.
import { randomUUID } from 'node:crypto';
import { context, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import {
  connectDatabase,
  migrateToLatest,
  startTracing,
  tracer,
  type Knex,
  type RunningTracing,
} from '@homeward/kit';
import { createTestDatabase, type TestDatabase } from '@homeward/testing';
import { migrations } from '../migrations';
import { AccountEmails } from '../src/application/account-emails';
import { EmailDispatcher } from '../src/application/email-dispatcher';
import type { MailMessage, Mailer } from '../src/providers/mailer';
import type { OutgoingEmailRow } from '../src/store/outgoing-emails';
import { testLogger } from './support/running-notifications';

const exporter = new InMemorySpanExporter();
let tracing: RunningTracing;
let database: TestDatabase;
let db: Knex;

class RecordingMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  failure: Error | undefined;
  async send(message: MailMessage): Promise<void> {
    if (this.failure) throw this.failure;
    this.sent.push(message);
  }
  close(): void {}
}

const dispatcherFor = (mailer: Mailer, maxAttempts = 3) =>
  new EmailDispatcher({
    db,
    mailer,
    logger: testLogger,
    policy: { maxAttempts, backoff: { initialMs: 1, maxMs: 1 } },
    batchSize: 10,
  });

const accountEmails = new AccountEmails({
  appBaseUrl: 'http://homeward.test',
  dispatcher: { notify: () => undefined },
  logger: testLogger,
});

/** Queues a verification e-mail as the consumer does, inside `span` when given; returns the address. */
async function queueVerification(span?: Span): Promise<string> {
  const recipient = `${randomUUID()}@example.com`;
  const queue = () =>
    db.transaction((trx) =>
      accountEmails.queueVerification(
        trx,
        {
          eventId: randomUUID(),
          userId: randomUUID(),
          email: recipient,
          fullName: 'Trace Reader',
          occurredAt: new Date(),
        },
        'token',
        false,
      ),
    );
  await (span ? context.with(trace.setSpan(context.active(), span), queue) : queue());
  return recipient;
}

const sendSpans = () => exporter.getFinishedSpans().filter((span) => span.name === 'email send');
const everyValueOf = (span: ReadableSpan) =>
  JSON.stringify([span.attributes, span.status, span.events.map((event) => event.attributes)]);

beforeAll(async () => {
  tracing = startTracing({ serviceName: 'notifications-test' }, exporter);
  database = await createTestDatabase('notifications_send_trace');
  db = connectDatabase(database.url);
  await migrateToLatest(db, migrations);
});

afterEach(async () => {
  exporter.reset();
  await db('outgoing_emails').delete();
});

afterAll(async () => {
  await db?.destroy();
  await database?.drop();
  await tracing?.stop();
});

it('sends the e-mail in a span under the span that queued it, named by template, never by address', async () => {
  const consumerSpan = tracer().startSpan('user.registered process', { kind: SpanKind.CONSUMER });
  const recipient = await queueVerification(consumerSpan);
  consumerSpan.end();
  const { traceId, spanId } = consumerSpan.spanContext();
  const [queued] = await db<OutgoingEmailRow>('outgoing_emails').where({ recipient });
  expect(queued?.traceparent).toBe(`00-${traceId}-${spanId}-01`);

  const mailer = new RecordingMailer();
  // The dispatcher runs outside any trace, as its loop does.
  expect(trace.getActiveSpan()).toBeUndefined();
  await expect(dispatcherFor(mailer).dispatchDue()).resolves.toMatchObject({ sent: 1 });
  expect(mailer.sent.map((message) => message.to)).toEqual([recipient]);

  const [send, ...others] = sendSpans();
  expect(others).toEqual([]);
  expect(send).toMatchObject({
    kind: SpanKind.CLIENT,
    parentSpanContext: { traceId, spanId },
    attributes: {
      'homeward.email.template': 'verify_email',
      'homeward.email.id': queued!.id,
      'homeward.email.attempt': 1,
      'homeward.email.outcome': 'sent',
    },
    status: { code: SpanStatusCode.UNSET },
  });
  expect(everyValueOf(send!)).not.toContain(recipient);
  // Recording the outcome is part of the send: the update is a query span under it.
  const queries = exporter
    .getFinishedSpans()
    .filter((span) => span.parentSpanContext?.spanId === send!.spanContext().spanId);
  expect(queries.map((span) => String(span.attributes['db.query.text']))).toContainEqual(
    expect.stringMatching(/^update "outgoing_emails"/),
  );
});

it('marks a failed attempt in our words, not the server reply that quotes the address', async () => {
  const consumerSpan = tracer().startSpan('user.registered process', { kind: SpanKind.CONSUMER });
  const recipient = await queueVerification(consumerSpan);
  consumerSpan.end();
  const mailer = new RecordingMailer();
  mailer.failure = Object.assign(new Error(`550 5.1.1 <${recipient}>: Recipient address rejected`), {
    responseCode: 550,
  });

  await expect(dispatcherFor(mailer).dispatchDue()).resolves.toMatchObject({ failed: 1 });
  const [send] = sendSpans();
  expect(send).toMatchObject({
    parentSpanContext: { spanId: consumerSpan.spanContext().spanId },
    attributes: { 'homeward.email.outcome': 'failed' },
    status: { code: SpanStatusCode.ERROR, message: 'rejected by the mail server' },
  });
  expect(everyValueOf(send!)).not.toContain(recipient);
});

it('gives each retry its own span in the same trace', async () => {
  const consumerSpan = tracer().startSpan('user.registered process', { kind: SpanKind.CONSUMER });
  await queueVerification(consumerSpan);
  consumerSpan.end();
  const mailer = new RecordingMailer();
  mailer.failure = new Error('connect ECONNREFUSED');
  const dispatcher = dispatcherFor(mailer);

  await expect(dispatcher.dispatchDue()).resolves.toMatchObject({ retrying: 1 });
  mailer.failure = undefined;
  await new Promise((resolve) => setTimeout(resolve, 20));
  await expect(dispatcher.dispatchDue()).resolves.toMatchObject({ sent: 1 });

  expect(
    sendSpans().map((span) => [
      span.parentSpanContext?.spanId,
      span.attributes['homeward.email.attempt'],
      span.attributes['homeward.email.outcome'],
      span.status.code,
    ]),
  ).toEqual([
    [consumerSpan.spanContext().spanId, 1, 'retrying', SpanStatusCode.ERROR],
    [consumerSpan.spanContext().spanId, 2, 'sent', SpanStatusCode.UNSET],
  ]);
});

it('starts a trace of its own for an e-mail queued outside a trace', async () => {
  const recipient = await queueVerification();
  const [queued] = await db<OutgoingEmailRow>('outgoing_emails').where({ recipient });
  expect(queued?.traceparent).toBeNull();

  await expect(dispatcherFor(new RecordingMailer()).dispatchDue()).resolves.toMatchObject({ sent: 1 });
  const [send] = sendSpans();
  expect(send?.parentSpanContext).toBeUndefined();
});
