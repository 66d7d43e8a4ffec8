import {
  ACKS_ALL,
  createKafka,
  createProducer,
  isDeadLetterTopic,
  replayRecord,
  type Logger,
} from '@homeward/kit';

export interface ReplayOptions {
  brokers: string[];
  /** The dead-letter topic, `<original>.dlq`. */
  topic: string;
  /** Whose committed offsets say what was replayed already; a second run of the same group replays nothing twice. */
  groupId: string;
  /** Counts what would be replayed; produces and commits nothing. */
  dryRun?: boolean;
  /** Only dead letters written at or after this time; older ones are passed over (and committed past). */
  since?: Date;
  logger: Logger;
  /** Consumer group timing; the local mock broker needs short ones. */
  sessionTimeoutMs?: number;
  maxWaitTimeInMs?: number;
}

export interface ReplayResult {
  replayed: number;
  skipped: number;
}

/**
 * Replays every dead letter of `topic` this group has not replayed yet, up to the end the topic had when the run
 * began: each goes back to its original topic with its original key and headers. Consumers drop a delivery whose
 * ce_id they already handled, so a letter replayed twice (a crash between produce and commit) is harmless.
 */
export async function replayDeadLetters(options: ReplayOptions): Promise<ReplayResult> {
  if (!isDeadLetterTopic(options.topic)) {
    throw new Error(`${options.topic} is not a dead-letter topic (<topic>.dlq)`);
  }
  const kafka = createKafka({
    clientId: 'homeward-dlq-replay',
    brokers: options.brokers,
    logger: options.logger,
  });
  const admin = kafka.admin();
  await admin.connect();
  let ends: Map<number, number>;
  try {
    ends = await pendingPartitions(admin, options.topic, options.groupId);
  } finally {
    await admin.disconnect();
  }
  const result: ReplayResult = { replayed: 0, skipped: 0 };
  if (ends.size === 0) return result;

  const producer = createProducer(kafka);
  const consumer = kafka.consumer({
    groupId: options.groupId,
    sessionTimeout: options.sessionTimeoutMs ?? 30_000,
    heartbeatInterval: Math.min(3_000, Math.floor((options.sessionTimeoutMs ?? 30_000) / 4)),
    maxWaitTimeInMs: options.maxWaitTimeInMs ?? 1_000,
  });
  await Promise.all([producer.connect(), consumer.connect()]);
  try {
    await consumer.subscribe({ topics: [options.topic], fromBeginning: true });
    await new Promise<void>((resolve, reject) => {
      consumer
        .run({
          autoCommit: false,
          eachMessage: async ({ partition, message }) => {
            const end = ends.get(partition);
            const offset = Number(message.offset);
            if (end === undefined || offset >= end) return;
            const written = new Date(Number(message.timestamp));
            if (options.since && written < options.since) {
              result.skipped += 1;
            } else {
              result.replayed += 1;
              if (!options.dryRun) {
                const replay = replayRecord(message, options.topic);
                await producer.send({ topic: replay.topic, acks: ACKS_ALL, messages: [replay.message] });
              }
            }
            if (!options.dryRun) {
              await consumer.commitOffsets([{ topic: options.topic, partition, offset: String(offset + 1) }]);
            }
            if (offset + 1 >= end) ends.delete(partition);
            if (ends.size === 0) resolve();
          },
        })
        .catch(reject);
    });
  } finally {
    await consumer.disconnect();
    await producer.disconnect();
  }
  return result;
}

type Admin = ReturnType<ReturnType<typeof createKafka>['admin']>;

/** Partition -> the end offset (exclusive) to replay up to, for partitions with letters the group has not passed. */
async function pendingPartitions(admin: Admin, topic: string, groupId: string): Promise<Map<number, number>> {
  const [offsets, committed] = await Promise.all([
    admin.fetchTopicOffsets(topic),
    admin.fetchOffsets({ groupId, topics: [topic] }),
  ]);
  const done = new Map(
    (committed[0]?.partitions ?? []).map((entry) => [entry.partition, Number(entry.offset)]),
  );
  const ends = new Map<number, number>();
  for (const { partition, low, high } of offsets) {
    const from = Math.max(done.get(partition) ?? -1, Number(low));
    if (from < Number(high)) ends.set(partition, Number(high));
  }
  return ends;
}
