// Event contracts: every producer states an example of each event it publishes (`services/<producer>/contracts/
// produces.json`, proto JSON names); every consumer states the topics it reads and the fields it needs in its
// `*.contract.json`. The check encodes the producer's example with the producer's codec (the ts-proto codec in
// protos/topics.ts, what its outbox relay publishes) and decodes it with the consumer's view built from the .proto.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as protobuf from 'protobufjs';
import { topics, type TopicDefinition } from '@homeward/protos/topics';
import { REPO_ROOT, loadContracts, type EventExpectation } from './contract';
import { missingReads } from './fields';
import { messageType, protoRoot } from './protos';

export interface ProducedEvents {
  producer: string;
  /** topic name -> example payload */
  events: Record<string, Record<string, unknown>>;
  file: string;
}

export function loadProducedEvents(root = REPO_ROOT): ProducedEvents[] {
  const services = path.join(root, 'services');
  return readdirSync(services)
    .map((name) => path.join(services, name, 'contracts', 'produces.json'))
    .filter((file) => existsSync(file))
    .map((file) => ({
      ...(JSON.parse(readFileSync(file, 'utf8')) as Omit<ProducedEvents, 'file'>),
      file: path.relative(root, file),
    }));
}

/** The topics `services/<consumer>/src/events/subscriptions.ts` subscribes to, by their `topics.<key>` entry. */
export function subscribedTopics(consumer: string, root = REPO_ROOT): string[] {
  const file = path.join(root, 'services', consumer, 'src', 'events', 'subscriptions.ts');
  if (!existsSync(file)) return [];
  const keys = [...readFileSync(file, 'utf8').matchAll(/\btopics\.(\w+)/g)].map((match) => match[1]!);
  return [...new Set(keys)].map((key) => topicByKey(key).name);
}

function topicByKey(key: string): TopicDefinition<unknown> {
  const topic = (topics as Record<string, TopicDefinition<unknown>>)[key];
  if (!topic) throw new Error(`topics.${key} is not in protos/topics.ts`);
  return topic;
}

export function topicByName(name: string): TopicDefinition<unknown> | undefined {
  return Object.values(topics as Record<string, TopicDefinition<unknown>>).find(
    (topic) => topic.name === name,
  );
}

/** Keys of an example the message type does not have: ts-proto's fromJSON would drop them without a word. */
export function unknownKeys(example: unknown, type: protobuf.Type, prefix = ''): string[] {
  if (!example || typeof example !== 'object' || Array.isArray(example)) return [];
  return Object.entries(example).flatMap(([key, value]) => {
    const field = type.fields[key];
    if (!field) return [`${prefix}${key}`];
    const nested = field.resolve().resolvedType;
    if (!(nested instanceof protobuf.Type)) return [];
    const values = Array.isArray(value) ? value : [value];
    return values.flatMap((item) => unknownKeys(item, nested, `${prefix}${key}.`));
  });
}

type JsonCodec = { fromJSON(object: unknown): unknown };

/**
 * What is wrong with `expectation` for `consumer` given the producers' examples; empty when the consumer can read
 * everything it needs from what the producer sends.
 */
export function eventProblems(
  consumer: string,
  expectation: EventExpectation,
  produced: ProducedEvents[],
): string[] {
  const label = `${consumer} <- ${expectation.topic}`;
  const topic = topicByName(expectation.topic);
  if (!topic) return [`${label}: no such topic in protos/topics.ts`];
  const producers = produced.filter((p) => expectation.topic in p.events);
  if (producers.length === 0)
    return [`${label}: no producer states an example (services/*/contracts/produces.json)`];
  const view = messageType(expectation.message);
  const problems: string[] = [];
  const ownType = protoRoot().lookupType(expectation.message);
  problems.push(
    ...unknownKeys(expectation.example, ownType).map((key) => `${label}: its example has no field ${key}`),
  );
  // The consumer's own example must be a message the producer's codec reads back.
  topic.codec.decode(view.encode(expectation.example));
  for (const producer of producers) {
    const example = producer.events[expectation.topic]!;
    problems.push(
      ...unknownKeys(example, ownType).map(
        (key) => `${label}: ${producer.producer}'s example has no field ${key}`,
      ),
    );
    const bytes = topic.codec.encode((topic.codec as unknown as JsonCodec).fromJSON(example)).finish();
    problems.push(
      ...missingReads(view.decode(bytes), expectation.reads).map(
        (problem) => `${label} (from ${producer.producer}): ${problem}`,
      ),
    );
  }
  return problems;
}

export function eventExpectations(contracts = loadContracts()) {
  return contracts.flatMap((contract) =>
    (contract.events ?? []).map((expectation) => ({
      ...expectation,
      consumer: contract.consumer,
      file: contract.file,
    })),
  );
}
