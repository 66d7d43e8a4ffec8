import { randomUUID } from 'node:crypto';
import {
  ACKS_ALL,
  cloudEventHeaders,
  createKafka,
  createLogger,
  createProducer,
  type TopicDefinition,
} from '@homeward/kit';
import { testKafkaBrokers } from './brokers';
import { collectMessages, type Collector } from './kafka';
import { uniqueId } from './wait';

const quiet = createLogger('homeward-testing', process.env.TEST_LOG_LEVEL ?? 'silent');

/** The CloudEvents attributes a test may fix; the rest are fresh (a new id, now). */
export interface PublishOptions {
  /** Repeats a delivery when reused (same `ce_id`), as a redelivery would. */
  id?: string;
  time?: string;
}

/** What raw bytes are published under: the topic and its CloudEvents type, whatever its codec. */
type RawTopic = Pick<TopicDefinition<unknown>, 'name' | 'ceType'>;

export interface TestPublisher {
  /** Produces an event exactly as the outbox relay does: CloudEvents binary mode, protobuf value, acks from all. */
  publish<T>(topic: TopicDefinition<T>, key: string, payload: T, options?: PublishOptions): Promise<string>;
  /** Produces arbitrary bytes under a topic's CloudEvents headers, e.g. a message no handler can decode. */
  publishRaw(topic: RawTopic, key: string, value: Buffer, options?: PublishOptions): Promise<string>;
  stop(): Promise<void>;
}

/** A producer on this file's broker whose events claim to come from `source` (the `ce_source` a service writes). */
export async function startTestPublisher(source: string): Promise<TestPublisher> {
  const kafka = createKafka({
    clientId: uniqueId('test-publisher'),
    brokers: testKafkaBrokers(),
    logger: quiet,
  });
  const producer = createProducer(kafka);
  await producer.connect();
  const publishRaw = async (
    topic: RawTopic,
    key: string,
    value: Buffer,
    { id = randomUUID(), time = new Date().toISOString() }: PublishOptions = {},
  ) => {
    await producer.send({
      topic: topic.name,
      acks: ACKS_ALL,
      messages: [{ key, value, headers: cloudEventHeaders({ id, type: topic.ceType, source, time }) }],
    });
    return id;
  };
  return {
    publish: (topic, key, payload, options) =>
      publishRaw(topic, key, Buffer.from(topic.codec.encode(payload).finish()), options),
    publishRaw,
    stop: () => producer.disconnect(),
  };
}

/**
 * Records everything on `topics` of this file's broker from the beginning, in a consumer group of its own named
 * after `name`. Topics may be shared with other test files: tests pick out their own messages by key or payload.
 */
export function collectTestMessages(name: string, topics: string[]): Promise<Collector> {
  const kafka = createKafka({ clientId: `${name}-collector`, brokers: testKafkaBrokers(), logger: quiet });
  return collectMessages(kafka, uniqueId(`${name}-collector`), topics);
}
