// Issue 9: every process exports its spans over OTLP (here to the test's own receiver), and one journey is one
// connected trace across the BFF, gRPC, PostgreSQL, the outbox, Kafka, the consumers and the e-mail they send, with
// the trace id in logs.
import fs from 'node:fs';
import path from 'node:path';
import { waitFor } from '@homeward/testing';
import { signUpVerifiedUser, type TestUser } from './support/accounts';
import { orphansOf, startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from './support/otlp-receiver';
import { activate, createDraft } from './support/properties';
import { startTestStack, withDiagnostics, type TestStack } from './support/stack';

const ADDRESS = '77 Trace Lane, Springfield, IL 62701';
// payment.succeeded -> property -> property.unlocked crosses the broker; spans are exported every 200 ms.
const TRACE_TIMEOUT_MS = 60_000;

let receiver: OtlpReceiver;
let stack: TestStack;
let buyer: TestUser;

beforeAll(async () => {
  receiver = await startOtlpReceiver();
  stack = await startTestStack({
    name: 'tracing',
    // The journey: sign-up and its e-mail, a property, its unlock.
    only: ['identity', 'property', 'notifications', 'payment'],
    tracing: { endpoint: receiver.endpoint, scheduleDelayMs: 200 },
  });
  buyer = await withDiagnostics(stack, () => signUpVerifiedUser(stack, 'tracing-buyer'));
});

afterAll(async () => {
  await stack?.stop();
  await receiver?.close();
});

const describeSpan = (span: ReceivedSpan) => `${span.service} ${span.kind} ${span.name}`;

/** The JSON lines of one process's log. */
function logLinesOf(service: string): Record<string, unknown>[] {
  return fs
    .readFileSync(path.join(stack.logDir, `${service}.log`), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/**
 * The first line of one process's log that `matches`, once it is there: a service writes its log in batches (a
 * quarter second after a batch's first line), so a line about work whose spans are already in may not be yet.
 */
function logLineOf(
  service: string,
  what: string,
  matches: (line: Record<string, unknown>) => boolean,
): Promise<Record<string, unknown>> {
  return waitFor(() => logLinesOf(service).find(matches), {
    timeoutMs: TRACE_TIMEOUT_MS,
    intervalMs: 250,
    message: `${service}'s log line ${what}`,
  });
}

/** The BFF's server span of the one request to `route` made after the first `since` spans were received. */
async function requestSpan(route: string, since: number): Promise<ReceivedSpan> {
  const matching = () =>
    receiver
      .spans()
      .slice(since)
      .filter(
        (span) => span.service === 'bff' && span.kind === 'server' && span.attributes['http.route'] === route,
      );
  await waitFor(() => (matching().length > 0 ? true : undefined), {
    timeoutMs: TRACE_TIMEOUT_MS,
    intervalMs: 250,
    message: `the BFF's span of ${route}`,
  });
  expect(matching()).toHaveLength(1);
  return matching()[0]!;
}

/** Waits until the trace holds a span matching `last`, then returns the whole trace. */
async function traceUntil(traceId: string, last: (span: ReceivedSpan) => boolean): Promise<ReceivedSpan[]> {
  return waitFor(
    () => {
      const trace = receiver.spans().filter((span) => span.traceId === traceId);
      return trace.some(last) ? trace : undefined;
    },
    { timeoutMs: TRACE_TIMEOUT_MS, intervalMs: 250, message: `trace ${traceId} to be complete` },
  );
}

/** Root first, down to `span`: each step is `<service> <kind> <name>`. */
function pathTo(trace: readonly ReceivedSpan[], span: ReceivedSpan): string[] {
  const byId = new Map(trace.map((each) => [each.spanId, each]));
  const steps: string[] = [];
  for (
    let at: ReceivedSpan | undefined = span;
    at;
    at = at.parentSpanId ? byId.get(at.parentSpanId) : undefined
  )
    steps.unshift(describeSpan(at));
  return steps;
}

function expectOneTree(trace: readonly ReceivedSpan[], root: ReceivedSpan): void {
  expect(orphansOf(trace).map(describeSpan)).toEqual([]);
  expect(trace.filter((span) => span.parentSpanId === undefined).map(describeSpan)).toEqual([
    describeSpan(root),
  ]);
}

it('follows a payment from the BFF through payment, Kafka and property in one trace, and logs its trace id', () =>
  withDiagnostics(stack, async () => {
    const client = buyer.client;
    const property = await activate(client, (await createDraft(client, ADDRESS)).id);

    const since = receiver.spans().length;
    const created = await client.post('/api/stripe/create-payment', {
      json: { amount: 99, propertyId: property.id },
    });
    expect(created.status).toBe(200);
    const { clientSecret } = created.body as { clientSecret: string };
    const paid = await client.post('/api/stripe/offline/confirm', {
      json: { client_secret: clientSecret, card_number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
    });
    expect({ status: paid.status, body: paid.body }).toEqual({ status: 200, body: { status: 'succeeded' } });

    const root = await requestSpan('/api/stripe/offline/confirm', since);
    const isUnlockPublish = (span: ReceivedSpan) =>
      span.service === 'property' && span.kind === 'producer' && span.name === 'property.unlocked publish';
    const isUnlockNotice = (span: ReceivedSpan) =>
      span.service === 'notifications' &&
      span.kind === 'consumer' &&
      span.name === 'property.unlocked process';
    await traceUntil(root.traceId, isUnlockPublish);
    const trace = await traceUntil(root.traceId, isUnlockNotice);

    expectOneTree(trace, root);
    // notifications consumes property.unlocked (the buyer's in-app notice) and nothing else does: the trace ends there.
    expect(new Set(trace.map((span) => span.service))).toEqual(
      new Set(['bff', 'payment', 'property', 'notifications']),
    );
    // The whole way down, hop by hop: each process continued the context the previous one sent.
    expect(pathTo(trace, trace.find(isUnlockPublish)!)).toEqual([
      'bff server POST /api/stripe/offline/confirm',
      'bff client homeward.payment.v1.PaymentService/ConfirmOfflinePayment',
      'payment server homeward.payment.v1.PaymentService/ConfirmOfflinePayment',
      'payment producer payment.succeeded publish',
      'property consumer payment.succeeded process',
      'property producer property.unlocked publish',
    ]);
    expect(pathTo(trace, trace.find(isUnlockNotice)!).slice(-2)).toEqual([
      'property producer property.unlocked publish',
      'notifications consumer property.unlocked process',
    ]);
    // Queries are in it, under the spans that made them, with the SQL but never its values.
    const queries = trace.filter((span) => span.attributes['db.system.name'] === 'postgresql');
    expect(new Set(queries.map((span) => span.service))).toEqual(
      new Set(['payment', 'property', 'notifications']),
    );
    expect(queries.map((span) => String(span.attributes['db.query.text']))).not.toContainEqual(
      expect.stringContaining(property.id),
    );

    // The property service's log line about the unlock names the same trace.
    const unlockLine = await logLineOf(
      'property',
      'about the unlock',
      (line) => line.msg === 'property unlocked' && line.propertyId === property.id,
    );
    expect(unlockLine).toMatchObject({
      trace_id: root.traceId,
      span_id: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
    // So does the BFF's line about the request, though it is written once the response has closed.
    expect(
      await logLineOf(
        'bff',
        "about the confirm request, with the request's trace id",
        (line) =>
          line.msg === 'request completed' &&
          line.route === '/api/stripe/offline/confirm' &&
          line.trace_id === root.traceId,
      ),
    ).toMatchObject({ trace_id: root.traceId, span_id: root.spanId });
  }));

it('follows a sign-up from the BFF through identity and Kafka to the e-mail notifications sends', () =>
  withDiagnostics(stack, async () => {
    const since = receiver.spans().length;
    const newcomer = await signUpVerifiedUser(stack, 'tracing-newcomer');
    expect(newcomer.id).toBeTruthy();

    const root = await requestSpan('/api/auth/sign-up', since);
    const isEmailSent = (span: ReceivedSpan) =>
      span.service === 'notifications' && span.kind === 'client' && span.name === 'email send';
    const trace = await traceUntil(root.traceId, isEmailSent);

    expectOneTree(trace, root);
    // The e-mail leaves later, from the dispatcher's loop, under the consumer span that queued it.
    const sent = trace.filter(isEmailSent);
    expect(sent).toHaveLength(1);
    expect(pathTo(trace, sent[0]!)).toEqual([
      'bff server POST /api/auth/sign-up',
      expect.stringMatching(/^bff client homeward\.identity\.v1\.IdentityService\/\w+$/),
      expect.stringMatching(/^identity server homeward\.identity\.v1\.IdentityService\/\w+$/),
      'identity producer user.registered publish',
      'notifications consumer user.registered process',
      'notifications client email send',
    ]);
    expect(sent[0]!.attributes).toMatchObject({
      'homeward.email.template': 'verify_email',
      'homeward.email.outcome': 'sent',
    });
    // Named by its template, never by whom it went to.
    expect(JSON.stringify(trace)).not.toContain(newcomer.email);
    // The consumer's transaction (inbox row and queued e-mail) and the send's record of it are in the trace.
    const notificationQueries = trace.filter(
      (span) => span.service === 'notifications' && span.attributes['db.system.name'] === 'postgresql',
    );
    expect(notificationQueries.map((span) => String(span.attributes['db.query.text']))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^insert into "outgoing_emails"/),
        expect.stringMatching(/^update "outgoing_emails"/),
      ]),
    );
  }));
