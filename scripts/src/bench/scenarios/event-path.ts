// Scenario "event path": how long an event takes to show through the product, one run at a time, beside the
// broker's own produce -> consume time measured in the same run.
//   unlock:  POST /api/stripe/offline/confirm -> payment commits payment.succeeded to its outbox -> relay -> Kafka ->
//            property's consumer unlocks and commits property.unlocked -> GET /api/properties/:id reads is_unlocked
//   sign-up: POST /api/auth/sign-up -> identity's outbox -> relay -> Kafka -> notifications queues the e-mail ->
//            its dispatcher sends it over SMTP -> maildev lists it (GET /api/email)
//   broker:  a kafkajs producer (acks=all) and consumer on the same broker, with the services' fetch wait
// Each end is polled every POLL_MS, so a figure can be late by up to that plus one poll's round trip.
import { randomBytes } from 'node:crypto';
import { createKafka, createLogger, createProducer } from '@homeward/kit';
import { addProperty, signUp, signUpVerifiedUser, VERIFY_LINK, type SignedInUser } from '../homeward-client';
import { LatencyHistogram } from '../histogram';
import { summarise, type Measurement } from '../measure';
import type { BenchStack } from '../stack';
import { eventRuns, formatPercentiles, percentiles } from './event-path-figures';
import type { ScenarioResult, ScenarioSettings } from './properties-list';

const CSRF = { 'X-Requested-With': 'XMLHttpRequest' };
const TEST_CARD = { card_number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
const POLL_MS = 5;
const RUN_TIMEOUT_MS = 30_000;
/** The consumers' fetch wait in the bench stack (KAFKA_FETCH_MAX_WAIT_MS in packages/local-stack/src/homeward.ts). */
const FETCH_MAX_WAIT_MS = 100;

const nowMs = () => Number(process.hrtime.bigint()) / 1e6;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + RUN_TIMEOUT_MS;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} not seen within ${RUN_TIMEOUT_MS} ms`);
    await sleep(POLL_MS);
  }
}

async function expectOk(response: Response, what: string): Promise<Response> {
  if (response.ok) return response;
  const body = await response.text().catch(() => '');
  throw new Error(`${what}: HTTP ${response.status} ${body.slice(0, 200)}`);
}

interface Runs {
  samples: number[];
  histogram: LatencyHistogram;
  errors: number;
  firstError?: string;
  elapsedMs: number;
}

/** Runs `once` (which returns its own measured milliseconds) `count` times in a row. */
async function repeat(count: number, once: () => Promise<number>, signal?: AbortSignal): Promise<Runs> {
  const runs: Runs = { samples: [], histogram: new LatencyHistogram(), errors: 0, elapsedMs: 0 };
  const started = nowMs();
  for (let run = 0; run < count && !signal?.aborted; run += 1) {
    try {
      const ms = await once();
      runs.samples.push(ms);
      runs.histogram.recordMs(ms);
    } catch (error) {
      runs.errors += 1;
      runs.firstError ??= error instanceof Error ? error.message : String(error);
    }
  }
  runs.elapsedMs = nowMs() - started;
  return runs;
}

function measurementOf(scenario: string, runs: Runs): Measurement {
  return summarise(scenario, runs.histogram, runs.errors, runs.elapsedMs, runs.firstError);
}

/** One unlock: a fresh property and payment, then the clock runs from the card confirmation to the read. */
async function unlockOnce(appUrl: string, user: SignedInUser, run: number): Promise<number> {
  const headers = { ...CSRF, Cookie: user.cookie, 'Content-Type': 'application/json' };
  const propertyId = await addProperty(appUrl, user, `${200 + run} Event Path Ave, Austin, TX 78701`);
  const created = await expectOk(
    await fetch(`${appUrl}/api/stripe/create-payment`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ amount: 99, propertyId }),
    }),
    'create payment',
  );
  const { clientSecret } = (await created.json()) as { clientSecret: string };
  const started = nowMs();
  await expectOk(
    await fetch(`${appUrl}/api/stripe/offline/confirm`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ client_secret: clientSecret, ...TEST_CARD }),
    }),
    'confirm payment',
  );
  await until('the unlock', async () => {
    const response = await expectOk(
      await fetch(`${appUrl}/api/properties/${propertyId}`, { headers: { Cookie: user.cookie } }),
      'read property',
    );
    return ((await response.json()) as { property: { is_unlocked: boolean } }).property.is_unlocked;
  });
  return nowMs() - started;
}

/** One sign-up: the clock runs from the form's POST until maildev lists the verification e-mail. */
async function signUpOnce(stack: BenchStack): Promise<number> {
  // An empty mailbox keeps each poll's listing tiny (no other scenario reads mail while this one runs).
  await expectOk(await fetch(`${stack.mailWebUrl}/api/email/all`, { method: 'DELETE' }), 'empty maildev');
  const email = `event-path-${randomBytes(5).toString('hex')}@example.com`;
  const started = nowMs();
  await signUp(stack.appUrl, email, `Bench-${randomBytes(6).toString('hex')}-1`);
  await until('the verification e-mail', async () => {
    const response = await expectOk(await fetch(`${stack.mailWebUrl}/api/email`), 'list e-mails');
    const messages = (await response.json()) as { to: { address: string }[]; text?: string }[];
    return messages.some(
      (message) =>
        message.to.some((to) => to.address.toLowerCase() === email) && VERIFY_LINK.test(message.text ?? ''),
    );
  });
  return nowMs() - started;
}

/** The broker's own floor: produce (acks=all) and wait for our consumer to receive it, one record at a time. */
async function brokerRuns(brokers: string[], count: number, signal?: AbortSignal): Promise<Runs> {
  const logger = createLogger('bench-event-path', 'error');
  const kafka = createKafka({ clientId: 'bench-event-path', brokers, logger });
  const topic = `bench.event-path.${randomBytes(4).toString('hex')}`;
  const producer = createProducer(kafka);
  const consumer = kafka.consumer({
    groupId: `bench-event-path-${randomBytes(4).toString('hex')}`,
    maxWaitTimeInMs: FETCH_MAX_WAIT_MS,
    allowAutoTopicCreation: true,
  });
  const waiting = new Map<string, () => void>();
  const arrived = new Set<string>();
  try {
    await producer.connect();
    await consumer.connect();
    await consumer.subscribe({ topic, fromBeginning: true });
    await consumer.run({
      eachMessage: async ({ message }) => {
        const id = message.value?.toString() ?? '';
        arrived.add(id);
        waiting.get(id)?.();
      },
    });
    const sendAndReceive = async (id: string, timeoutMs: number) => {
      const received = new Promise<void>((resolve, reject) => {
        if (arrived.has(id)) return resolve();
        const timer = setTimeout(
          () => reject(new Error(`record ${id} not consumed in ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiting.set(id, () => {
          clearTimeout(timer);
          resolve();
        });
      });
      const started = nowMs();
      await producer.send({ topic, acks: -1, messages: [{ key: 'bench', value: id }] });
      await received;
      waiting.delete(id);
      return nowMs() - started;
    };
    // The group join and the topic's creation are not part of the figure: wait for a first record.
    await sendAndReceive('warm-up', 60_000);
    let run = 0;
    return await repeat(count, () => sendAndReceive(`run-${(run += 1)}`, RUN_TIMEOUT_MS), signal);
  } finally {
    await consumer.disconnect().catch(() => undefined);
    await producer.disconnect().catch(() => undefined);
  }
}

export async function runEventPath(stack: BenchStack, settings: ScenarioSettings): Promise<ScenarioResult> {
  const signal = settings.load.signal;
  const count = eventRuns(process.env.BENCH_EVENT_RUNS);
  console.log(
    `[bench] event path: ${count} unlocks, ${count} sign-ups, ${count} broker round trips, one at a time…`,
  );
  const user = await signUpVerifiedUser(
    stack.appUrl,
    stack.mailWebUrl,
    `event-path-${randomBytes(4).toString('hex')}@example.com`,
    `Bench-${randomBytes(6).toString('hex')}-1`,
  );
  let run = 0;
  const unlock = await repeat(count, () => unlockOnce(stack.appUrl, user, (run += 1)), signal);
  signal?.throwIfAborted();
  const mail = await repeat(count, () => signUpOnce(stack), signal);
  signal?.throwIfAborted();
  const broker = await brokerRuns(stack.kafkaBrokers, count, signal);
  signal?.throwIfAborted();

  const names = {
    unlock: 'event: card confirmed -> API reads unlocked',
    mail: 'event: sign-up -> verification e-mail in maildev',
    broker: 'event: broker produce -> consume (floor)',
  };
  return {
    measurements: [
      measurementOf(names.unlock, unlock),
      measurementOf(names.mail, mail),
      measurementOf(names.broker, broker),
    ],
    comparisons: [],
    notes: [
      formatPercentiles(names.unlock, percentiles(unlock.samples)),
      formatPercentiles(names.mail, percentiles(mail.samples)),
      formatPercentiles(names.broker, percentiles(broker.samples)),
      `event path: runs one at a time, each end polled every ${POLL_MS} ms (a figure can be late by that plus one ` +
        `poll's round trip); the unlock crosses one relay and one consumer (payment -> property), the e-mail one ` +
        `relay, one consumer and the SMTP dispatcher; the broker floor is one producer and one consumer of one topic, ` +
        `with the services' ${FETCH_MAX_WAIT_MS} ms fetch wait`,
    ],
  };
}
