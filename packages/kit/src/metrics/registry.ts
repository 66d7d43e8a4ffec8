import client from 'prom-client';
import { METRIC } from './names';

/** The process's one registry; default Node metrics included. */
export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry });

const latencyBuckets = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const metrics = {
  grpcServerDuration: new client.Histogram({
    name: METRIC.grpcServerDuration,
    help: 'gRPC server handling time by method and status code',
    labelNames: ['service', 'method', 'code'] as const,
    buckets: latencyBuckets,
    registers: [registry],
  }),
  grpcClientDuration: new client.Histogram({
    name: METRIC.grpcClientDuration,
    help: 'Outbound gRPC call time by target method and status code',
    labelNames: ['service', 'method', 'code'] as const,
    buckets: latencyBuckets,
    registers: [registry],
  }),
  httpRequestDuration: new client.Histogram({
    name: METRIC.httpRequestDuration,
    help: 'HTTP request time in the BFF by route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: latencyBuckets,
    registers: [registry],
  }),
  outboxBacklog: new client.Gauge({
    name: METRIC.outboxBacklog,
    help: 'Outbox rows not yet published',
    registers: [registry],
  }),
  outboxPublished: new client.Counter({
    name: METRIC.outboxPublished,
    help: 'Outbox events published to Kafka by topic',
    labelNames: ['topic'] as const,
    registers: [registry],
  }),
  outboxPublishFailures: new client.Counter({
    name: METRIC.outboxPublishFailures,
    help: 'Failed attempts to publish outbox events',
    registers: [registry],
  }),
  outboxOldestUnpublishedAge: new client.Gauge({
    name: METRIC.outboxOldestUnpublishedAge,
    help: 'Age of the oldest outbox row not yet published (0 when none): how far the relay is behind',
    registers: [registry],
  }),
  eventRowsPruned: new client.Counter({
    name: METRIC.eventRowsPruned,
    help: 'Published outbox rows and old inbox rows deleted after their retention, by table',
    labelNames: ['table'] as const,
    registers: [registry],
  }),
  eventsConsumed: new client.Counter({
    name: METRIC.eventsConsumed,
    help: 'Events handled by consumers by topic and outcome (processed, duplicate, failed)',
    labelNames: ['topic', 'outcome'] as const,
    registers: [registry],
  }),
  eventsDeadLettered: new client.Counter({
    name: METRIC.eventsDeadLettered,
    help: 'Events moved to <topic>.dlq after exhausting retries',
    labelNames: ['topic'] as const,
    registers: [registry],
  }),
  consumerLag: new client.Gauge({
    name: METRIC.consumerLag,
    help: 'Messages between the committed offset and the partition high watermark',
    labelNames: ['topic', 'partition', 'group'] as const,
    registers: [registry],
  }),
};
