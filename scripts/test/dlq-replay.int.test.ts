// npm run dlq:replay against this file's own broker: dead letters go back to their topic once, with their key and
// CloudEvents headers and without the reason headers, and the sealed token inside stays sealed.
import { randomUUID } from 'node:crypto';
import {
  ACKS_ALL,
  cloudEventHeaders,
  createKafka,
  createLogger,
  createProducer,
  deadLetterRecord,
  localTokenSeal,
} from '@homeward/kit';
import { collectTestMessages, testKafkaBrokers, uniqueId, waitFor } from '@homeward/testing';
import { replayDeadLetters, type ReplayOptions } from '../src/dlq/replay';

jest.setTimeout(60_000);

const logger = createLogger('dlq-replay-test', 'silent');
const topic = uniqueId('dlq-test.user.registered');
const dlq = `${topic}.dlq`;
const RAW_TOKEN = `raw-${randomUUID()}`;

/** Dead-letters `count` events the way a consumer does; returns their ce_ids. */
async function deadLetter(count: number): Promise<string[]> {
  const producer = createProducer(createKafka({ clientId: 'dlq-test', brokers: testKafkaBrokers(), logger }));
  await producer.connect();
  const ids = Array.from({ length: count }, () => randomUUID());
  await producer.send({
    topic: dlq,
    acks: ACKS_ALL,
    messages: ids.map((id, index) => {
      const original = {
        key: Buffer.from(`user-${id}`),
        value: Buffer.from(localTokenSeal().seal(RAW_TOKEN)),
        headers: cloudEventHeaders({
          id,
          type: 'homeward.test.v1',
          source: 'test',
          time: new Date().toISOString(),
        }),
        offset: String(index),
        timestamp: String(Date.now()),
        attributes: 0,
      } as Parameters<typeof deadLetterRecord>[0];
      return deadLetterRecord(original, {
        topic,
        partition: 0,
        groupId: 'g',
        attempts: 3,
        error: new Error('boom'),
      }).message;
    }),
  });
  await producer.disconnect();
  return ids;
}

const run = (options: Partial<ReplayOptions> & { groupId: string }) =>
  replayDeadLetters({
    brokers: testKafkaBrokers(),
    topic: dlq,
    logger,
    sessionTimeoutMs: 4_000,
    maxWaitTimeInMs: 100,
    ...options,
  });

it('replays each dead letter once to its topic, as it was, and a dry run changes nothing', async () => {
  const ids = await deadLetter(2);
  const replayed = await collectTestMessages('dlq-replay', [topic]);
  try {
    const group = uniqueId('dlq-replay');
    expect(await run({ groupId: group, dryRun: true })).toEqual({ replayed: 2, skipped: 0 });
    expect(await run({ groupId: group, since: new Date(Date.now() + 60_000) })).toEqual({
      replayed: 0,
      skipped: 2,
    });
    const later = await deadLetter(1);
    expect(await run({ groupId: group })).toEqual({ replayed: 1, skipped: 0 });
    // Committed: a second run of the group replays nothing (and joins no group to find that out).
    expect(await run({ groupId: group })).toEqual({ replayed: 0, skipped: 0 });

    const [message] = await waitFor(() => (replayed.messages.length >= 1 ? replayed.messages : undefined), {
      timeoutMs: 20_000,
      message: 'the replayed letter',
    });
    expect(replayed.messages.map((each) => each.headers.ce_id)).toEqual(later);
    expect(ids).not.toContain(message!.headers.ce_id);
    expect(message!.key).toBe(`user-${later[0]}`);
    expect(Object.keys(message!.headers).filter((name) => name.startsWith('x-'))).toEqual([]);
    expect(message!.headers).toMatchObject({ ce_type: 'homeward.test.v1', ce_source: 'test' });
    expect(message!.value!.toString()).toMatch(/^v1\./);
    expect(message!.value!.toString()).not.toContain(RAW_TOKEN);
    expect(localTokenSeal().open(message!.value!.toString())).toBe(RAW_TOKEN);
  } finally {
    await replayed.stop();
  }
});

it('refuses a topic that is not a dead-letter topic', async () => {
  await expect(
    replayDeadLetters({ brokers: testKafkaBrokers(), topic, groupId: 'g', logger }),
  ).rejects.toThrow(/is not a dead-letter topic/);
});
