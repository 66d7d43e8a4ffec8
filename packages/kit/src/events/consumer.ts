import { context as traceContext, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import type { EachBatchPayload, Kafka, KafkaMessage, Producer } from 'kafkajs';
import type { Knex } from 'knex';
import { DEFAULT_FETCH_MAX_WAIT_MS } from '../config';
import { checkDatabase } from '../db/database';
import type { Logger } from '../logger';
import { metrics } from '../metrics/registry';
import type { ReadinessCheck } from '../ops-server';
import { backoffDelay, sleep, type BackoffPolicy } from './backoff';
import { CE_HEADER, headerText, PROTOBUF_CONTENT_TYPE, readCloudEventAttributes } from './cloudevents';
import { deadLetterRecord, describeError } from './dead-letter';
import { ACKS_ALL, createProducer } from './kafka';
import { INBOX_TABLE } from './outbox';
import { isConnected, kafkaReadinessCheck } from './readiness';
import { SupervisedConsumer } from './supervised-consumer';
import type { TopicDefinition } from '@homeward/protos/topics';
import { contextFromCloudEventHeaders } from '../tracing/propagation';
import { isTracingEnabled, tracer } from '../tracing/provider';
import { recordFailure } from '../tracing/spans';

/** What a handler receives: the CloudEvents attributes and the decoded protobuf payload. */
export interface ConsumedEvent<T> {
  /** ce_id; the inbox deduplicates on it. */
  id: string;
  type: string;
  source: string;
  /** ce_time, RFC 3339: when the producer's state change happened. */
  time: string;
  /** The Kafka key, i.e. the aggregate id. */
  key: string | null;
  payload: T;
}

/**
 * Applies an event's effect using `trx` (the transaction that also records the event as processed) and throws to
 * reject it. Throwing rolls the effect back; the event is retried, then dead-lettered. Side effects outside the
 * database (e-mail, HTTP) cannot be rolled back, so they must be safe to repeat or be recorded for later.
 */
export type EventHandler<T> = (event: ConsumedEvent<T>, trx: Knex.Transaction) => Promise<void>;

export interface EventConsumerOptions {
  kafka: Kafka;
  db: Knex;
  /** One group per consuming service, e.g. `homeward.notifications`; offsets and the inbox are per group. */
  groupId: string;
  logger: Logger;
  /** Handler runs before the event goes to `<topic>.dlq`. Default 5. */
  maxAttempts?: number;
  /** How long the broker waits for a heartbeat before rebalancing this member away. Default 10000. */
  sessionTimeoutMs?: number;
  /** Default a third of the session timeout (at most 3000), as kafkajs recommends. */
  heartbeatIntervalMs?: number;
  /** How long a fetch waits on the broker for new records (kafkajs `maxWaitTimeInMs`). Default 5000. */
  fetchMaxWaitMs?: number;
  /** First delay between handler attempts, doubling each time (capped at 30 s). Default 200. */
  retryBackoffMs?: number;
  /** Delay before replacing a consumer that crashed for good (see SupervisedConsumer). Default 1 s .. 30 s. */
  restartBackoff?: BackoffPolicy;
}

interface Subscription {
  topic: TopicDefinition<unknown>;
  handler: EventHandler<unknown>;
}

type BatchControls = Pick<EachBatchPayload, 'heartbeat' | 'isRunning'>;
type Outcome = 'processed' | 'duplicate' | 'dead_lettered' | 'aborted';

/** Thrown out of a batch when the database is unusable, so the event is redelivered rather than dead-lettered. */
class InfrastructureError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'InfrastructureError';
  }
}

/**
 * Consumes registered topics with exactly-once effects over at-least-once delivery:
 * each event is handled in one database transaction that first inserts (group, ce_id) into the inbox; if the row
 * already exists the event was handled before (a redelivery) and is skipped. The Kafka offset is resolved only after
 * that transaction commits, so a crash at any point redelivers the event and the inbox absorbs the repeat.
 *
 * Subscriptions are explicit: each service lists its `consumer.subscribe(...)` calls in src/events/subscriptions.ts.
 */
export class EventConsumer {
  readonly groupId: string;
  /**
   * For /readyz: fails while the consumer or its dead-letter producer is not connected, including while a consumer
   * that crashed for good is being replaced (until the new one has joined the group).
   */
  readonly readinessCheck: ReadinessCheck;

  private readonly consumer: SupervisedConsumer;
  private readonly deadLetterProducer: Producer;
  private readonly db: Knex;
  private readonly logger: Logger;
  private readonly maxAttempts: number;
  private readonly retryBackoffMs: number;
  private readonly heartbeatIntervalMs: number;
  private readonly subscriptions = new Map<string, Subscription>();
  private state: 'new' | 'started' | 'stopped' = 'new';

  constructor(options: EventConsumerOptions) {
    const sessionTimeout = options.sessionTimeoutMs ?? 10_000;
    this.heartbeatIntervalMs = options.heartbeatIntervalMs ?? Math.min(3000, Math.floor(sessionTimeout / 3));
    this.groupId = options.groupId;
    this.db = options.db;
    this.logger = options.logger.child({ component: 'event-consumer', groupId: options.groupId });
    this.maxAttempts = Math.max(1, options.maxAttempts ?? 5);
    this.retryBackoffMs = options.retryBackoffMs ?? 200;
    this.consumer = new SupervisedConsumer({
      kafka: options.kafka,
      config: {
        groupId: options.groupId,
        sessionTimeout,
        heartbeatInterval: this.heartbeatIntervalMs,
        maxWaitTimeInMs: options.fetchMaxWaitMs ?? DEFAULT_FETCH_MAX_WAIT_MS,
        allowAutoTopicCreation: true,
      },
      run: {
        // Only offsets we resolve are committed, and we resolve only after the effect has committed.
        autoCommit: true,
        autoCommitInterval: 1000,
        eachBatchAutoResolve: false,
        eachBatch: (payload) => this.handleBatch(payload),
      },
      logger: this.logger,
      restartBackoff: options.restartBackoff,
      onJoin: () => void this.connectDeadLetterProducer(),
    });
    this.deadLetterProducer = createProducer(options.kafka);
    this.readinessCheck = kafkaReadinessCheck({
      consumer: this.consumer,
      'dead-letter producer': this.deadLetterProducer,
    });
  }

  subscribe<T>(topic: TopicDefinition<T>, handler: EventHandler<T>): this {
    if (this.state !== 'new') throw new Error('subscribe before start()');
    if (this.subscriptions.has(topic.name))
      throw new Error(`${topic.name} already has a handler in ${this.groupId}`);
    this.subscriptions.set(topic.name, {
      topic: topic as TopicDefinition<unknown>,
      handler: handler as EventHandler<unknown>,
    });
    return this;
  }

  /**
   * Connects, joins the group (on first start, from the earliest offset: nothing published before this service
   * existed is missed) and starts consuming in the background. Resolves once the group has been joined, or once
   * the first attempt failed (the join crashed, or Kafka cannot be reached): then a fresh consumer is on its way
   * (see SupervisedConsumer) and readinessCheck fails until it has joined. Only misuse throws, at once; an
   * unreachable broker never does, so a service starts and serves reads while Kafka is away.
   */
  start(): Promise<void> {
    if (this.state !== 'new') throw new Error('an EventConsumer starts once; create a new one to restart');
    if (this.subscriptions.size === 0) throw new Error(`consumer ${this.groupId} has no subscriptions`);
    this.state = 'started';
    return this.connect();
  }

  private async connect(): Promise<void> {
    await this.connectDeadLetterProducer();
    if (this.state !== 'started') return;
    await this.consumer.start([...this.subscriptions.keys()]);
    this.logger.info({ topics: [...this.subscriptions.keys()] }, 'event consumer started');
  }

  /** Failing is fine: it is tried again whenever the consumer (re)joins, and before any dead-lettering. */
  private async connectDeadLetterProducer(): Promise<void> {
    if (isConnected(this.deadLetterProducer) || this.state !== 'started') return;
    try {
      await this.deadLetterProducer.connect();
    } catch (error) {
      this.logger.warn({ err: error }, 'dead-letter producer cannot connect yet; will retry');
    }
  }

  /**
   * Lets the event in hand finish, commits what has been handled, leaves the group and disconnects; a restart
   * pending after a crash is cancelled.
   */
  async stop(): Promise<void> {
    if (this.state === 'stopped') return;
    this.state = 'stopped';
    await this.consumer.stop();
    await this.deadLetterProducer.disconnect();
    this.logger.info('event consumer stopped');
  }

  private async handleBatch(payload: EachBatchPayload): Promise<void> {
    const { batch, resolveOffset, heartbeat, commitOffsetsIfNecessary, isRunning, isStale } = payload;
    const subscription = this.subscriptions.get(batch.topic);
    if (!subscription)
      throw new Error(`received ${batch.topic}, which ${this.groupId} does not subscribe to`);
    for (const message of batch.messages) {
      // Stopping, or a rebalance/seek moved this partition: leave the rest unresolved for whoever reads it next.
      if (!isRunning() || isStale()) return;
      const outcome = await this.handleMessage(subscription, batch.partition, message, {
        heartbeat,
        isRunning,
      });
      if (outcome === 'aborted') return;
      resolveOffset(message.offset);
      metrics.consumerLag.set(
        { topic: batch.topic, partition: String(batch.partition), group: this.groupId },
        Math.max(0, Number(batch.highWatermark) - Number(message.offset) - 1),
      );
      await commitOffsetsIfNecessary();
      await heartbeat();
    }
  }

  /**
   * Handles one message inside a consumer span that is a child of the producer's publish span (named by the event's
   * `ce_traceparent`), so what the handler queries and enqueues, and what consumers of that do, stay in the trace of
   * the request that started it all. A child rather than a link: each event is handled on its own, so there is
   * exactly one producer to descend from. Retries are events on the one span.
   */
  private async handleMessage(
    subscription: Subscription,
    partition: number,
    message: KafkaMessage,
    controls: BatchControls,
  ): Promise<Outcome> {
    if (!isTracingEnabled()) return this.handleMessageUntraced(subscription, partition, message, controls);
    const topic = subscription.topic.name;
    const span = tracer().startSpan(
      `${topic} process`,
      {
        kind: SpanKind.CONSUMER,
        attributes: {
          'messaging.system': 'kafka',
          'messaging.operation.type': 'process',
          'messaging.destination.name': topic,
          'messaging.consumer.group.name': this.groupId,
          'messaging.destination.partition.id': String(partition),
          'messaging.kafka.offset': Number(message.offset),
        },
      },
      contextFromCloudEventHeaders(message.headers),
    );
    try {
      const outcome = await traceContext.with(trace.setSpan(traceContext.active(), span), () =>
        this.handleMessageUntraced(subscription, partition, message, controls, span),
      );
      span.setAttribute('homeward.event.outcome', outcome);
      if (outcome === 'dead_lettered')
        span.setStatus({ code: SpanStatusCode.ERROR, message: 'dead-lettered' });
      return outcome;
    } catch (error) {
      recordFailure(span, error);
      throw error;
    } finally {
      span.end();
    }
  }

  private async handleMessageUntraced(
    subscription: Subscription,
    partition: number,
    message: KafkaMessage,
    controls: BatchControls,
    span?: Span,
  ): Promise<Outcome> {
    const topic = subscription.topic.name;
    let event: ConsumedEvent<unknown>;
    try {
      event = decodeEvent(subscription.topic, message);
    } catch (error) {
      // No retry can make these bytes decode.
      this.logger.error({ err: error, topic, partition, offset: message.offset }, 'undecodable event');
      await this.deadLetter(topic, partition, message, error, 0);
      return 'dead_lettered';
    }

    span?.setAttributes({ 'messaging.message.id': event.id, 'cloudevents.event_type': event.type });
    const log = this.logger.child({ topic, eventId: event.id, partition, offset: message.offset });
    for (let attempt = 1; ; attempt += 1) {
      try {
        const outcome = await this.applyOnce(subscription, event);
        metrics.eventsConsumed.inc({ topic, outcome });
        log.debug({ outcome }, 'event handled');
        return outcome;
      } catch (error) {
        metrics.eventsConsumed.inc({ topic, outcome: 'failed' });
        if (error instanceof Error) span?.recordException(error);
        if (attempt >= this.maxAttempts) {
          await this.ensureDatabaseUsable(error);
          log.error({ err: error, attempts: attempt }, 'event handler kept failing; dead-lettering');
          await this.deadLetter(topic, partition, message, error, attempt);
          return 'dead_lettered';
        }
        const delayMs = backoffDelay(attempt, { initialMs: this.retryBackoffMs, maxMs: 30_000 });
        log.warn({ err: error, attempt, retryInMs: delayMs }, 'event handler failed; retrying');
        if (!(await this.waitWhileHeartbeating(delayMs, controls))) return 'aborted';
      }
    }
  }

  /** One attempt: inbox row and effect in one transaction. */
  private async applyOnce(subscription: Subscription, event: ConsumedEvent<unknown>) {
    return this.db.transaction(async (trx): Promise<'processed' | 'duplicate'> => {
      const inserted = await trx(INBOX_TABLE)
        .insert({ consumer_group: this.groupId, event_id: event.id, topic: subscription.topic.name })
        .onConflict(['consumer_group', 'event_id'])
        .ignore()
        .returning('event_id');
      if (inserted.length === 0) return 'duplicate';
      await subscription.handler(event, trx);
      return 'processed';
    });
  }

  /**
   * A handler that fails because the database is down has not proven the event bad; dead-lettering it would turn
   * an outage into lost events. Throwing instead leaves the offset unresolved and kafkajs retries the batch.
   */
  private async ensureDatabaseUsable(handlerError: unknown): Promise<void> {
    try {
      await checkDatabase(this.db);
    } catch (error) {
      throw new InfrastructureError(`database unusable (${describeError(error)})`, { cause: handlerError });
    }
  }

  private async deadLetter(
    topic: string,
    partition: number,
    message: KafkaMessage,
    error: unknown,
    attempts: number,
  ): Promise<void> {
    const record = deadLetterRecord(message, { topic, partition, groupId: this.groupId, attempts, error });
    // If this send fails the batch fails with it: the offset stays unresolved and the message comes back.
    if (!isConnected(this.deadLetterProducer)) await this.deadLetterProducer.connect();
    await this.deadLetterProducer.send({ topic: record.topic, acks: ACKS_ALL, messages: [record.message] });
    metrics.eventsConsumed.inc({ topic, outcome: 'dead_lettered' });
    metrics.eventsDeadLettered.inc({ topic });
  }

  /** Sleeps between attempts without missing heartbeats; false when the consumer is stopping. */
  private async waitWhileHeartbeating(ms: number, controls: BatchControls): Promise<boolean> {
    let remaining = ms;
    while (remaining > 0) {
      const step = Math.min(remaining, this.heartbeatIntervalMs);
      await sleep(step);
      remaining -= step;
      if (!controls.isRunning()) return false;
      await controls.heartbeat();
    }
    return true;
  }
}

/** CloudEvents attributes plus the protobuf payload; throws when the message is not a valid event of `topic`. */
export function decodeEvent<T>(topic: TopicDefinition<T>, message: KafkaMessage): ConsumedEvent<T> {
  const attributes = readCloudEventAttributes(message.headers);
  if (attributes.type !== topic.ceType) {
    throw new Error(`ce_type ${attributes.type} is not ${topic.ceType}, the type ${topic.name} carries`);
  }
  const contentType = headerText(message.headers, CE_HEADER.contentType);
  if (contentType !== undefined && contentType !== PROTOBUF_CONTENT_TYPE) {
    throw new Error(`content-type ${contentType} is not ${PROTOBUF_CONTENT_TYPE}`);
  }
  if (message.value === null) throw new Error('event has no value');
  return {
    ...attributes,
    key: message.key === null ? null : message.key.toString('utf8'),
    payload: topic.codec.decode(message.value),
  };
}
