import type { Knex } from 'knex';
import { OUTBOX_TABLE } from './outbox';

export interface RepublishOptions {
  /** The service's own database (its outbox). */
  db: Knex;
  /** Rows the broker acknowledged (published_at) at or after this time are sent again. */
  since: Date;
  /** Counts the rows; changes nothing. */
  dryRun?: boolean;
}

export interface RepublishResult {
  /** Rows handed back to the relay (with dryRun: rows that would be). */
  rows: number;
  /**
   * The oldest published row the outbox still keeps. Rows published before it were pruned (OUTBOX_RETENTION_HOURS)
   * and cannot be sent again; null when no published row is kept at all.
   */
  oldestKept: Date | null;
}

/**
 * For a broker that lost records it had acknowledged (a destroyed broker, an unclean leader election, a restore
 * from an old snapshot): marks this service's outbox rows published since `since` as unpublished again, so the
 * running OutboxRelay sends them once more, with their original ids (ce_id).
 *
 * Why hand the rows back to the relay instead of producing them from here: the relay already claims rows oldest
 * first under its per-database advisory lock, so the rows go out in their original order per key and never race a
 * relay replica's sends; it backs off and retries while the new broker is still flaky, keeps the trace and the
 * metrics; and the operator's tool needs only the database, not the broker's credentials. The relay tolerates it: it
 * selects rows by `published_at is null and available_at <= now`, nothing else, and the row keeps its id, payload,
 * created_at and attempts (a row that had failed before again holds back its key's later rows until it is sent, as
 * on its first way out). The pruner deletes only published rows, so a row waiting to go again is safe from it.
 * What the consumers already applied, their inbox drops by ce_id. The relay's backlog metrics show the rows until
 * they are out (the oldest-unpublished age jumps to their age): that is what is happening.
 *
 * One statement: a relay pass in progress only holds rows that are unpublished, which this never matches.
 */
export async function republishOutbox(options: RepublishOptions): Promise<RepublishResult> {
  const { db, since } = options;
  if (Number.isNaN(since.getTime())) throw new Error('republishOutbox: since is not a date');
  const oldest = await db(OUTBOX_TABLE)
    .whereNotNull('published_at')
    .min<{ oldest: Date | null }>('published_at as oldest')
    .first();
  const oldestKept = oldest?.oldest ?? null;
  const sent = db(OUTBOX_TABLE).whereNotNull('published_at').where('published_at', '>=', since);
  if (options.dryRun) {
    const counted = await sent.clone().count<{ count: string }[]>('* as count');
    return { rows: Number(counted[0]?.count ?? 0), oldestKept };
  }
  const rows = await sent.update({ published_at: null, available_at: db.raw('clock_timestamp()') });
  return { rows, oldestKept };
}
