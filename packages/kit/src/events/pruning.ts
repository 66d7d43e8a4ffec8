import type { Knex } from 'knex';
import { BackgroundLoop } from '../background-loop';
import type { Logger } from '../logger';
import { metrics } from '../metrics/registry';
import { INBOX_TABLE, OUTBOX_TABLE } from './outbox';

export interface EventTablePrunerOptions {
  db: Knex;
  logger: Logger;
  /**
   * Published outbox rows are kept this long, then deleted. Nothing reads them once published (the relay only
   * looks at unpublished rows); the day kept is for an operator asking "did we send it, when, after how many
   * attempts". Default 24.
   */
  outboxRetentionHours?: number;
  /**
   * Inbox rows (the consumers' record of handled event ids) are kept this long. It must outlast the longest time a
   * record can be redelivered, i.e. the topic's retention (Kafka's default: 7 days) after a group that lost its
   * offsets starts again from the earliest record: a redelivered event whose inbox row is gone is applied twice.
   * Default 14.
   */
  inboxRetentionDays?: number;
  /** Rows deleted per statement, so one pass never holds long locks or builds a huge transaction. Default 1000. */
  batchSize?: number;
  /** Time between pruning rounds once nothing is left to delete. Default 10 minutes. */
  intervalMs?: number;
}

export interface PruneResult {
  outbox: number;
  inbox: number;
}

/**
 * Deletes published outbox rows and old inbox rows, in batches, on a kit BackgroundLoop. Without it both tables
 * grow with every event for ever. One per service database; several replicas may run it at once (a row deleted by
 * one is simply not found by the other).
 */
export class EventTablePruner {
  private readonly db: Knex;
  private readonly outboxRetentionHours: number;
  private readonly inboxRetentionDays: number;
  private readonly batchSize: number;
  private readonly loop: BackgroundLoop;

  constructor(options: EventTablePrunerOptions) {
    this.db = options.db;
    this.outboxRetentionHours = options.outboxRetentionHours ?? 24;
    this.inboxRetentionDays = options.inboxRetentionDays ?? 14;
    this.batchSize = options.batchSize ?? 1000;
    const logger = options.logger.child({ component: 'event-table-pruner' });
    this.loop = new BackgroundLoop(
      'event table pruner',
      logger,
      options.intervalMs ?? 10 * 60_000,
      async () => {
        const pruned = await this.pruneBatch();
        if (pruned.outbox + pruned.inbox > 0) logger.debug(pruned, 'pruned event tables');
        return { more: pruned.outbox === this.batchSize || pruned.inbox === this.batchSize };
      },
    );
  }

  start(): void {
    this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** Deletes at most one batch from each table; the loop calls it again at once while batches come back full. */
  async pruneBatch(): Promise<PruneResult> {
    const outbox = await this.db.raw<{ rowCount: number }>(
      `delete from ${OUTBOX_TABLE} where id in (
         select id from ${OUTBOX_TABLE}
          where published_at < clock_timestamp() - ? * interval '1 hour'
          limit ?)`,
      [this.outboxRetentionHours, this.batchSize],
    );
    const inbox = await this.db.raw<{ rowCount: number }>(
      `delete from ${INBOX_TABLE} where (consumer_group, event_id) in (
         select consumer_group, event_id from ${INBOX_TABLE}
          where processed_at < clock_timestamp() - ? * interval '1 day'
          limit ?)`,
      [this.inboxRetentionDays, this.batchSize],
    );
    const result = { outbox: outbox.rowCount, inbox: inbox.rowCount };
    if (result.outbox > 0) metrics.eventRowsPruned.inc({ table: OUTBOX_TABLE }, result.outbox);
    if (result.inbox > 0) metrics.eventRowsPruned.inc({ table: INBOX_TABLE }, result.inbox);
    return result;
  }
}
