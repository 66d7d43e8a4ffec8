import type { ITopicConfig } from 'kafkajs';
import { z } from 'zod';
import { topics } from '@homeward/protos/topics';
import { createLogger } from '../logger';
import { provisionTopics, topicPlan, topicSettingsShape } from './topic-provisioning';

const defaults = z.object(topicSettingsShape).parse({});
const quiet = createLogger('topic-provisioning-test', 'silent');

describe('topicPlan', () => {
  it('plans every topic Homeward publishes and its dead-letter topic, nothing else', () => {
    const plan = topicPlan(defaults);
    const names = Object.values(topics).map((topic) => topic.name);
    expect(plan.map((entry) => entry.topic).sort()).toEqual(
      [...names, ...names.map((name) => `${name}.dlq`)].sort(),
    );
    expect(new Set(plan.map((entry) => entry.topic)).size).toBe(plan.length);
  });

  it('gives them the configured partitions, replication and retention (dead letters kept longer by default)', () => {
    const [created, dlq] = topicPlan(defaults, [topics.propertyCreated]);
    expect(created).toEqual({
      topic: 'property.created',
      numPartitions: 6,
      replicationFactor: 3,
      configEntries: [
        { name: 'retention.ms', value: String(7 * 24 * 3600 * 1000) },
        { name: 'cleanup.policy', value: 'delete' },
      ],
    });
    expect(dlq).toMatchObject({ topic: 'property.created.dlq', numPartitions: 6, replicationFactor: 3 });
    expect(dlq!.configEntries![0]).toEqual({ name: 'retention.ms', value: String(28 * 24 * 3600 * 1000) });

    const chosen = z.object(topicSettingsShape).parse({
      KAFKA_TOPIC_PARTITIONS: '12',
      KAFKA_TOPIC_REPLICATION_FACTOR: '1',
      KAFKA_TOPIC_RETENTION_MS: '-1',
      KAFKA_DLQ_RETENTION_MS: '1000',
    });
    const [first, firstDlq] = topicPlan(chosen, [topics.tourScheduled]);
    expect(first).toMatchObject({ numPartitions: 12, replicationFactor: 1 });
    expect(first!.configEntries![0]!.value).toBe('-1');
    expect(firstDlq!.configEntries![0]!.value).toBe('1000');
  });

  it('refuses settings no cluster accepts', () => {
    for (const bad of [{ KAFKA_TOPIC_PARTITIONS: '0' }, { KAFKA_TOPIC_REPLICATION_FACTOR: '1.5' }]) {
      expect(z.object(topicSettingsShape).safeParse(bad).success).toBe(false);
    }
  });
});

describe('provisionTopics', () => {
  /** The broker's admin API, as far as provisioning uses it: the topics it has, and creating more. */
  function broker(existing: string[]) {
    const present = new Set(existing);
    const requests: ITopicConfig[][] = [];
    return {
      requests,
      admin: {
        listTopics: async () => [...present],
        createTopics: async ({ topics: wanted }: { topics: ITopicConfig[] }) => {
          requests.push(wanted);
          for (const entry of wanted) present.add(entry.topic);
          return true;
        },
      },
    };
  }

  it('creates only what is missing, and a second run creates nothing', async () => {
    const plan = topicPlan(defaults, [topics.propertyCreated, topics.userRegistered]);
    const cluster = broker(['property.created', 'some.other.topic']);
    expect(await provisionTopics(cluster.admin, plan, quiet)).toEqual({
      created: ['property.created.dlq', 'user.registered', 'user.registered.dlq'],
      existing: ['property.created'],
    });
    expect(await provisionTopics(cluster.admin, plan, quiet)).toEqual({
      created: [],
      existing: plan.map((entry) => entry.topic),
    });
    expect(cluster.requests).toHaveLength(1);
  });
});
