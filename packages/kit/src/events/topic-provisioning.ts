import type { Admin, ITopicConfig } from 'kafkajs';
import { z } from 'zod';
import { deadLetterTopic, topics, type TopicDefinition } from '@homeward/protos/topics';
import type { Logger } from '../logger';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How the chart's topics job creates topics (production brokers do not auto-create them). Partitions bound how many
 * replicas of a consumer share a topic's load; dead-letter topics keep their messages longer, for a person to look.
 */
export const topicSettingsShape = {
  KAFKA_TOPIC_PARTITIONS: z.coerce.number().int().min(1).max(1000).default(6),
  KAFKA_TOPIC_REPLICATION_FACTOR: z.coerce.number().int().min(1).max(10).default(3),
  KAFKA_TOPIC_RETENTION_MS: z.coerce
    .number()
    .int()
    .min(-1)
    .default(7 * DAY_MS),
  KAFKA_DLQ_RETENTION_MS: z.coerce
    .number()
    .int()
    .min(-1)
    .default(28 * DAY_MS),
};
export type TopicSettings = z.infer<z.ZodObject<typeof topicSettingsShape>>;

/** Every topic Homeward publishes and its dead-letter topic, with their partitions, replication and retention. */
export function topicPlan(
  settings: TopicSettings,
  definitions: readonly TopicDefinition<unknown>[] = Object.values(topics),
): ITopicConfig[] {
  const topic = (name: string, retentionMs: number): ITopicConfig => ({
    topic: name,
    numPartitions: settings.KAFKA_TOPIC_PARTITIONS,
    replicationFactor: settings.KAFKA_TOPIC_REPLICATION_FACTOR,
    configEntries: [
      { name: 'retention.ms', value: String(retentionMs) },
      { name: 'cleanup.policy', value: 'delete' },
    ],
  });
  return [...definitions]
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((definition) => [
      topic(definition.name, settings.KAFKA_TOPIC_RETENTION_MS),
      topic(deadLetterTopic(definition.name), settings.KAFKA_DLQ_RETENTION_MS),
    ]);
}

export interface ProvisionResult {
  created: string[];
  existing: string[];
}

/**
 * Creates the planned topics that do not exist yet; idempotent, so every install and upgrade may run it. Existing
 * topics are left as they are: Kafka cannot take partitions away, and adding some would move keys between
 * partitions and break their order, so that stays an operator's deliberate step.
 */
export async function provisionTopics(
  admin: Pick<Admin, 'listTopics' | 'createTopics'>,
  plan: readonly ITopicConfig[],
  logger: Logger,
): Promise<ProvisionResult> {
  const present = new Set(await admin.listTopics());
  const missing = plan.filter((entry) => !present.has(entry.topic));
  const existing = plan.filter((entry) => present.has(entry.topic)).map((entry) => entry.topic);
  if (missing.length > 0) await admin.createTopics({ topics: missing, waitForLeaders: true });
  const created = missing.map((entry) => entry.topic);
  logger.info({ created, existing: existing.length }, 'kafka topics provisioned');
  return { created, existing };
}
