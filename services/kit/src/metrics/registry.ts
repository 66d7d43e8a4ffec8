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
  usersRegistered: new client.Counter({
    name: METRIC.usersRegistered,
    help: 'Accounts created',
    registers: [registry],
  }),
  signIns: new client.Counter({
    name: METRIC.signIns,
    help: 'Sign-in attempts by outcome',
    labelNames: ['outcome'] as const,
    registers: [registry],
  }),
  signInsThrottled: new client.Counter({
    name: METRIC.signInsThrottled,
    help: 'Sign-in attempts refused by the per-account or per-address throttle',
    labelNames: ['scope'] as const,
    registers: [registry],
  }),
  passwordResets: new client.Counter({
    name: METRIC.passwordResets,
    help: 'Password reset requests and completions',
    labelNames: ['stage'] as const,
    registers: [registry],
  }),
  propertiesCreated: new client.Counter({
    name: METRIC.propertiesCreated,
    help: 'Properties added by buyers (draft -> active)',
    registers: [registry],
  }),
  propertiesUnlocked: new client.Counter({
    name: METRIC.propertiesUnlocked,
    help: 'Properties unlocked by a $99 payment',
    registers: [registry],
  }),
  payments: new client.Counter({
    name: METRIC.payments,
    help: 'Unlock payments by gateway and outcome (created, succeeded, declined)',
    labelNames: ['gateway', 'outcome'] as const,
    registers: [registry],
  }),
  webhookEvents: new client.Counter({
    name: METRIC.webhookEvents,
    help: 'Payment provider webhook events by type and outcome (processed, duplicate, rejected)',
    labelNames: ['type', 'outcome'] as const,
    registers: [registry],
  }),
  propertyDataLookups: new client.Counter({
    name: METRIC.propertyDataLookups,
    help: 'Property data provider calls by provider and outcome',
    labelNames: ['provider', 'outcome'] as const,
    registers: [registry],
  }),
  emailsSent: new client.Counter({
    name: METRIC.emailsSent,
    help: 'E-mails handed to SMTP by template and outcome',
    labelNames: ['template', 'outcome'] as const,
    registers: [registry],
  }),
  notificationsStored: new client.Counter({
    name: METRIC.notificationsStored,
    help: 'In-app notifications stored by kind',
    labelNames: ['kind'] as const,
    registers: [registry],
  }),
};
