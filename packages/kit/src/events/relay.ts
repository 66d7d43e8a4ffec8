import { ROOT_CONTEXT, SpanKind, trace } from '@opentelemetry/api';
import type { Knex } from 'knex';
import type { Producer } from 'kafkajs';
import { BackgroundLoop } from '../background-loop';
import type { Logger } from '../logger';
import { metrics } from '../metrics/registry';
import { backoffDelay, type BackoffPolicy } from './backoff';
import { cloudEventHeaders } from './cloudevents';
import { ACKS_ALL } from './kafka';
import { OUTBOX_TABLE, type OutboxRow } from './outbox';
import { isConnected } from './readiness';
import { cloudEventTraceHeaders, contextFromTraceContext } from '../tracing/propagation';
import { isTracingEnabled, tracer } from '../tracing/provider';
import { recordFailure } from '../tracing/spans';

export interface OutboxRelayOptions {
  db: Knex;
  /** From createProducer. The relay connects it when needed; its owner disconnects it after relay.stop(). */
  producer: Producer;
  logger: Logger;
  /** Safety-net poll; notify() makes the usual latency milliseconds. Default 1000. */
  pollIntervalMs?: number;
  /** Rows claimed per pass. Default 100. */
  batchSize?: number;
  /** Per-row retry delay after failed publishes. Default 500 ms doubling up to 60 s. */
  backoff?: BackoffPolicy;
  /** How long a pass waits for another replica's relay to finish its pass. Default 5000. */
  publisherLockWaitMs?: number;
}

export interface OutboxRelayState {
  producerConnected: boolean;
  backlog: number;
  oldestUnpublishedAgeSeconds: number;
  lastFailure?: { at: Date; message: string };
}

export interface RelayPassResult {
  claimed: number;
  published: number;
  failed: number;
}

/** The advisory lock (per database) held by the one relay publishing at a time. */
const PUBLISHER_LOCK = 'homeward.outbox-relay.publisher';
const LOCK_NOT_AVAILABLE = '55P03';
const MAX_ERROR_LENGTH = 2000;

/**
 * Publishes outbox rows to Kafka: the second half of the transactional outbox. Delivery is at-least-once (a crash
 * between the broker's ack and our commit re-publishes the row with the same ce_id), which the consumers' inbox
 * turns into exactly-once effects. A row is never dropped: failures only push its next attempt further out.
 */
export class OutboxRelay {
  private readonly db: Knex;
  private readonly producer: Producer;
  private readonly logger: Logger;
  private readonly batchSize: number;
  private readonly backoff: BackoffPolicy;
  private readonly publisherLockWaitMs: number;
  private readonly loop: BackgroundLoop;

  private backlog = { count: 0, oldestAgeSeconds: 0 };
  private lastFailure: { at: Date; message: string } | undefined;
  private idleConnectFailures = 0;
  private nextIdleConnectAt = 0;

  constructor(options: OutboxRelayOptions) {
    this.db = options.db;
    this.producer = options.producer;
    this.logger = options.logger.child({ component: 'outbox-relay' });
    this.loop = new BackgroundLoop('outbox relay', this.logger, options.pollIntervalMs ?? 1000, () =>
      this.pass(),
    );
    this.batchSize = options.batchSize ?? 100;
    this.backoff = options.backoff ?? { initialMs: 500, maxMs: 60_000 };
    this.publisherLockWaitMs = options.publisherLockWaitMs ?? 5000;
  }

  /** Starts the background loop. It does not wait for Kafka: state changes keep committing while it is away. */
  start(): void {
    this.loop.start();
  }

  /** Finishes the pass in progress (its rows are published or recorded as failed) and stops. */
  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** Call after committing a transaction that enqueued events (enqueueEvent's `relay` option does it for you). */
  notify(): void {
    this.loop.notify();
  }

  /**
   * What the relay last saw, for an operator's status page or a test: whether its producer is connected, the
   * backlog after its last pass, and its last failure (cleared by the next successful publish). /readyz follows
   * the producer's connection (kafkaReadinessCheck); the metrics carry the backlog.
   */
  state(): OutboxRelayState {
    return {
      producerConnected: isConnected(this.producer),
      backlog: this.backlog.count,
      oldestUnpublishedAgeSeconds: this.backlog.oldestAgeSeconds,
      ...(this.lastFailure ? { lastFailure: this.lastFailure } : {}),
    };
  }

  private async pass(): Promise<{ more: boolean }> {
    const result = await this.publishPending();
    if (result.claimed === 0) await this.connectWhileIdle();
    await this.updateBacklog();
    // A full batch means more is waiting; anything else (idle, or a failure that is now backing off) waits.
    return { more: result.claimed === this.batchSize && result.failed === 0 };
  }

  /**
   * One pass: claim the oldest publishable rows, publish them in order, record the outcome, commit.
   *
   * Only one relay per database publishes at a time: the pass first takes a transaction-scoped advisory lock, and
   * a second replica's relay waits for it (so a row that replica's service just committed still goes out right
   * after the current pass, not at the next poll). Row locks alone (`for update skip locked`) are not enough:
   * replica A could claim a key's rows 1-3 and replica B its rows 4-6 while A is still sending, and B's sends
   * would overtake A's. Claiming only each key's oldest row would keep the order too, but then a burst on one key
   * goes out one row per transaction; one publisher with batches is simpler and fast enough (the work is the
   * broker's round trip, which a second publisher would not shorten for the same partition).
   *
   * A row is publishable once its backoff has elapsed and no older row with the same key is stuck failing: Kafka
   * orders events per key, and letting `property.deleted` overtake a stuck `property.created` would break that
   * order for consumers.
   */
  async publishPending(): Promise<RelayPassResult> {
    return this.db.transaction(async (trx) => {
      if (!(await this.takePublisherLock(trx))) return { claimed: 0, published: 0, failed: 0 };
      const claimed = await trx.raw<{ rows: OutboxRow[] }>(
        `select o.* from ${OUTBOX_TABLE} o
          where o.published_at is null
            and o.available_at <= clock_timestamp()
            and not exists (
              select 1 from ${OUTBOX_TABLE} stuck
               where stuck.published_at is null
                 and stuck.message_key = o.message_key
                 and stuck.attempts > 0
                 and stuck.created_at < o.created_at)
          order by o.created_at, o.id
          limit ?
          for update of o skip locked`,
        [this.batchSize],
      );
      const rows = claimed.rows;
      const published: string[] = [];
      let failed = 0;
      for (const row of rows) {
        try {
          await this.publish(row);
          published.push(row.id);
          this.lastFailure = undefined;
          metrics.outboxPublished.inc({ topic: row.topic });
        } catch (error) {
          failed += 1;
          await this.recordFailure(trx, row, error);
          // A failure is nearly always the broker, and every further row would wait out the client's own
          // retries to fail the same way. This row now backs off on its own, so the rest go in the next pass.
          break;
        }
      }
      if (published.length > 0) {
        await trx(OUTBOX_TABLE)
          .whereIn('id', published)
          .update({ published_at: trx.raw('clock_timestamp()') });
      }
      return { claimed: rows.length, published: published.length, failed };
    });
  }

  /**
   * Waits (up to a bound) for the other replicas' pass in progress to commit. The claim query that follows runs
   * with a fresh snapshot, so it sees what they published. False when the wait timed out: another relay is in a
   * long pass (typically a broker that does not answer) and will publish what is waiting.
   */
  private async takePublisherLock(trx: Knex.Transaction): Promise<boolean> {
    try {
      // In a savepoint, so that a timed-out wait leaves the transaction usable (it then just commits nothing).
      await trx.transaction(async (savepoint) => {
        await savepoint.raw(`set local lock_timeout = ${Math.round(this.publisherLockWaitMs)}`);
        await savepoint.raw('select pg_advisory_xact_lock(hashtext(?))', [PUBLISHER_LOCK]);
      });
      return true;
    } catch (error) {
      if ((error as { code?: string }).code === LOCK_NOT_AVAILABLE) return false;
      throw error;
    }
  }

  private async publish(row: OutboxRow): Promise<void> {
    if (!isConnected(this.producer)) await this.producer.connect();
    const span = this.startPublishSpan(row);
    try {
      await this.producer.send({
        topic: row.topic,
        acks: ACKS_ALL,
        messages: [
          {
            key: row.message_key,
            value: row.payload,
            headers: {
              ...cloudEventHeaders({
                id: row.id,
                type: row.ce_type,
                source: row.ce_source,
                time: row.created_at.toISOString(),
              }),
              // The publish span, not the enqueueing one, is the consumer's parent: the tree shows the hop.
              ...(span ? cloudEventTraceHeaders(trace.setSpan(ROOT_CONTEXT, span)) : {}),
            },
          },
        ],
      });
    } catch (error) {
      if (span) recordFailure(span, error);
      throw error;
    } finally {
      span?.end();
    }
  }

  /** A producer span in the trace the row was enqueued in (a root span when it was enqueued untraced). */
  private startPublishSpan(row: OutboxRow) {
    if (!isTracingEnabled()) return undefined;
    return tracer().startSpan(
      `${row.topic} publish`,
      {
        kind: SpanKind.PRODUCER,
        attributes: {
          'messaging.system': 'kafka',
          'messaging.operation.type': 'send',
          'messaging.destination.name': row.topic,
          'messaging.message.id': row.id,
          'messaging.kafka.message.key': row.message_key,
          'cloudevents.event_id': row.id,
          'cloudevents.event_type': row.ce_type,
          'cloudevents.event_source': row.ce_source,
          'homeward.outbox.attempt': row.attempts + 1,
        },
      },
      contextFromTraceContext({ traceparent: row.traceparent ?? undefined }),
    );
  }

  private async recordFailure(trx: Knex.Transaction, row: OutboxRow, error: unknown): Promise<void> {
    metrics.outboxPublishFailures.inc();
    const attempts = row.attempts + 1;
    const delayMs = backoffDelay(attempts, this.backoff);
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    this.lastFailure = { at: new Date(), message: message.slice(0, MAX_ERROR_LENGTH) };
    await trx(OUTBOX_TABLE)
      .where({ id: row.id })
      .update({
        attempts,
        last_error: message.slice(0, MAX_ERROR_LENGTH),
        available_at: trx.raw(`clock_timestamp() + ? * interval '1 millisecond'`, [delayMs]),
      });
    this.logger.warn(
      { err: error, eventId: row.id, topic: row.topic, attempts, retryInMs: delayMs },
      'publishing outbox event failed; will retry',
    );
  }

  /**
   * With nothing to publish, still connect (with backoff) so that readiness reflects whether Kafka is reachable
   * rather than whether anything has been published yet.
   */
  private async connectWhileIdle(): Promise<void> {
    if (isConnected(this.producer) || Date.now() < this.nextIdleConnectAt) return;
    try {
      await this.producer.connect();
      this.idleConnectFailures = 0;
    } catch (error) {
      this.idleConnectFailures += 1;
      this.nextIdleConnectAt = Date.now() + backoffDelay(this.idleConnectFailures, this.backoff);
      const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      this.lastFailure = { at: new Date(), message: message.slice(0, MAX_ERROR_LENGTH) };
      this.logger.warn({ err: error }, 'kafka producer cannot connect; events stay in the outbox');
    }
  }

  private async updateBacklog(): Promise<void> {
    const result = await this.db(OUTBOX_TABLE)
      .whereNull('published_at')
      .first<{ count: string; oldest_age_s: number | null } | undefined>(
        this.db.raw('count(*) as count'),
        this.db.raw('extract(epoch from clock_timestamp() - min(created_at))::float8 as oldest_age_s'),
      );
    this.backlog = { count: Number(result?.count ?? 0), oldestAgeSeconds: result?.oldest_age_s ?? 0 };
    metrics.outboxBacklog.set(this.backlog.count);
    metrics.outboxOldestUnpublishedAge.set(this.backlog.oldestAgeSeconds);
  }
}
