// The analysis queue. Workers claim with `for update skip locked` so replicas never take the same job at once, and
// hold it by a lease only the claim's token can renew or release.
import { randomUUID } from 'node:crypto';
import type { Knex } from '@homeward/kit';

const TABLE = 'analysis_jobs';

export interface AnalysisJob {
  id: string;
  inspectionId: string;
  /** Claims including this one. */
  attempts: number;
  leaseToken: string;
  traceparent: string | null;
}

interface JobRow {
  id: string;
  home_inspection_id: string;
  attempts: number;
  lease_until: Date | null;
  lease_token: string | null;
  available_at: Date;
  last_error: string | null;
  traceparent: string | null;
  created_at: Date;
}

const MAX_ERROR_LENGTH = 2000;

/** Queues the report's analysis in the caller's transaction; nothing when it is already queued. */
export async function enqueueAnalysis(
  trx: Knex.Transaction,
  inspectionId: string,
  traceparent: string | undefined,
): Promise<boolean> {
  const inserted = await trx(TABLE)
    .insert({ id: randomUUID(), home_inspection_id: inspectionId, traceparent: traceparent ?? null })
    .onConflict('home_inspection_id')
    .ignore()
    .returning<{ id: string }[]>('id');
  return inserted.length > 0;
}

/**
 * Takes the oldest due job nobody holds (never claimed, released, or whose holder's lease ran out) and leases it
 * for `leaseSeconds`. The claim commits at once: the lease, not a long transaction, holds the job while it runs.
 */
export async function claimNextJob(
  trx: Knex.Transaction,
  leaseSeconds: number,
): Promise<AnalysisJob | undefined> {
  const result = await trx.raw<{ rows: JobRow[] }>(
    `select * from ${TABLE}
      where available_at <= clock_timestamp() and (lease_until is null or lease_until < clock_timestamp())
      order by available_at, created_at
      limit 1
      for update skip locked`,
  );
  const row = result.rows[0];
  if (!row) return undefined;
  const leaseToken = randomUUID();
  await trx(TABLE)
    .where({ id: row.id })
    .update({
      attempts: row.attempts + 1,
      lease_token: leaseToken,
      lease_until: trx.raw(`clock_timestamp() + ? * interval '1 second'`, [leaseSeconds]),
    });
  return {
    id: row.id,
    inspectionId: row.home_inspection_id,
    attempts: row.attempts + 1,
    leaseToken,
    traceparent: row.traceparent,
  };
}

/** Extends the lease; false when it is no longer this claim's (it ran out and another worker took the job). */
export async function renewLease(db: Knex, job: AnalysisJob, leaseSeconds: number): Promise<boolean> {
  const updated = await db(TABLE)
    .where({ id: job.id, lease_token: job.leaseToken })
    .update({ lease_until: db.raw(`clock_timestamp() + ? * interval '1 second'`, [leaseSeconds]) });
  return updated > 0;
}

/**
 * Gives the job back for a later attempt (after `delayMs`), keeping why this one failed. A worker that is only
 * shutting down refunds its attempt: it proved nothing about the report.
 */
export async function releaseJob(
  db: Knex,
  job: AnalysisJob,
  release: { delayMs: number; error: string | null; refundAttempt: boolean },
): Promise<void> {
  const { delayMs, error, refundAttempt } = release;
  await db(TABLE)
    .where({ id: job.id, lease_token: job.leaseToken })
    .update({
      attempts: refundAttempt ? job.attempts - 1 : job.attempts,
      lease_until: null,
      lease_token: null,
      last_error: error?.slice(0, MAX_ERROR_LENGTH) ?? db.raw('last_error'),
      available_at: db.raw(`clock_timestamp() + ? * interval '1 millisecond'`, [delayMs]),
    });
}

/** Removes the report's job in the transaction that settles the report (analyzed or failed). */
export async function deleteJobOf(trx: Knex.Transaction, inspectionId: string): Promise<void> {
  await trx(TABLE).where({ home_inspection_id: inspectionId }).delete();
}

/** Jobs waiting for a worker (not held by a live lease): what KEDA and the dashboards scale and alert on. */
export async function countWaitingJobs(db: Knex): Promise<number> {
  const [{ count }] = (await db(TABLE)
    .where((query) => query.whereNull('lease_until').orWhere('lease_until', '<', db.raw('clock_timestamp()')))
    .count({ count: '*' })) as [{ count: string }];
  return Number(count);
}
