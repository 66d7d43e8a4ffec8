import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { Migration } from '../db/database';
import type { TopicDefinition } from '@homeward/protos/topics';
import { traceContextOf } from '../tracing/propagation';

export const OUTBOX_TABLE = 'outbox';
export const INBOX_TABLE = 'inbox';

/** A row of the outbox as the relay reads it. */
export interface OutboxRow {
  id: string;
  topic: string;
  message_key: string;
  ce_type: string;
  ce_source: string;
  payload: Buffer;
  created_at: Date;
  available_at: Date;
  attempts: number;
  last_error: string | null;
  published_at: Date | null;
  /** W3C trace context of the operation that enqueued the event; the relay's publish span continues it. */
  traceparent: string | null;
}

/**
 * The outbox and inbox tables. Every service that publishes or consumes events lists these in its own
 * migrations/index.ts (before or after its own tables; they reference nothing). Named `kit_*` so they cannot
 * collide with a service's migration names.
 */
export const outboxMigrations: Migration[] = [
  {
    name: 'kit_events_001_outbox',
    async up(db) {
      await db.schema.createTable(OUTBOX_TABLE, (table) => {
        table.uuid('id').primary();
        table.text('topic').notNullable();
        // the aggregate id; Kafka partitions by it, so one aggregate's events stay in order
        table.text('message_key').notNullable();
        table.text('ce_type').notNullable();
        table.text('ce_source').notNullable();
        table.binary('payload').notNullable();
        // clock_timestamp, not now(): two events enqueued in one transaction keep the order they were written in
        table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.raw('clock_timestamp()'));
        // when the relay may (re)try the row: pushed forward with backoff after each failed publish
        table.timestamp('available_at', { useTz: true }).notNullable().defaultTo(db.raw('clock_timestamp()'));
        table.integer('attempts').notNullable().defaultTo(0);
        table.text('last_error');
        table.timestamp('published_at', { useTz: true });
      });
      // The relay only ever looks at unpublished rows; partial indexes stay tiny however much history is kept.
      await db.raw(
        `create index outbox_unpublished_idx on ${OUTBOX_TABLE} (created_at) where published_at is null`,
      );
      await db.raw(
        `create index outbox_unpublished_key_idx on ${OUTBOX_TABLE} (message_key, created_at) where published_at is null`,
      );
    },
    async down(db) {
      await db.schema.dropTableIfExists(OUTBOX_TABLE);
    },
  },
  {
    name: 'kit_events_002_inbox',
    async up(db) {
      await db.schema.createTable(INBOX_TABLE, (table) => {
        table.text('consumer_group').notNullable();
        // the CloudEvents id (ce_id); text, since producers outside this repository need not use UUIDs
        table.text('event_id').notNullable();
        table.text('topic').notNullable();
        table.timestamp('processed_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
        table.primary(['consumer_group', 'event_id']);
      });
    },
    async down(db) {
      await db.schema.dropTableIfExists(INBOX_TABLE);
    },
  },
  {
    // The relay publishes after commit, outside the request that wrote the row; without this it could not tell
    // which trace the event belongs to. Null when the enqueueing process does not trace.
    name: 'kit_events_003_outbox_traceparent',
    async up(db) {
      await db.schema.alterTable(OUTBOX_TABLE, (table) => {
        table.text('traceparent');
      });
    },
    async down(db) {
      await db.schema.alterTable(OUTBOX_TABLE, (table) => {
        table.dropColumn('traceparent');
      });
    },
  },
  {
    // EventTablePruner deletes by these columns in batches; without the indexes each batch scans the table.
    name: 'kit_events_004_pruning_indexes',
    async up(db) {
      await db.raw(
        `create index outbox_published_idx on ${OUTBOX_TABLE} (published_at) where published_at is not null`,
      );
      await db.raw(`create index inbox_processed_idx on ${INBOX_TABLE} (processed_at)`);
    },
    async down(db) {
      await db.raw('drop index if exists outbox_published_idx');
      await db.raw('drop index if exists inbox_processed_idx');
    },
  },
];

export interface EnqueueOptions {
  /** CloudEvents `source`: who emitted the event, e.g. `homeward/property`. */
  source: string;
  /**
   * The relay to wake once the caller's transaction has committed, so the event leaves in milliseconds instead
   * of at the next poll. Nothing happens if the transaction rolls back.
   */
  relay?: { notify(): void };
}

/**
 * Records an event in the caller's transaction. The state change and its event commit or roll back together:
 * there is no window in which the database says "created" but Kafka never hears of it, or the reverse. The relay
 * publishes the row after commit, in the trace of the operation that enqueued it. Returns the event id (the CloudEvents `ce_id` consumers deduplicate on).
 */
export async function enqueueEvent<T>(
  trx: Knex.Transaction,
  topic: TopicDefinition<T>,
  key: string,
  message: T,
  options: EnqueueOptions,
): Promise<string> {
  if (key === '') throw new Error(`event for ${topic.name} needs a key (the aggregate id)`);
  const id = randomUUID();
  const { traceparent } = traceContextOf();
  await trx(OUTBOX_TABLE).insert({
    id,
    topic: topic.name,
    message_key: key,
    ce_type: topic.ceType,
    ce_source: options.source,
    payload: Buffer.from(topic.codec.encode(message).finish()),
    ...(traceparent ? { traceparent } : {}),
  });
  const relay = options.relay;
  if (relay) {
    // A nested transaction (savepoint) settles before the outer one commits; wait for the outermost.
    let outermost = trx;
    while (outermost.parentTransaction) outermost = outermost.parentTransaction;
    outermost.executionPromise.then(
      () => relay.notify(),
      () => undefined, // rolled back: nothing to publish
    );
  }
  return id;
}
