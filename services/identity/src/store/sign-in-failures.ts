import type { Knex } from '@homeward/kit';
import type { ThrottleScope, ThrottleSubject } from '../domain/sign-in-throttle';

/** Failures of each subject within the last `windowSeconds`, keyed `${scope}:${subjectHash}`. */
export async function countRecentFailures(
  db: Knex,
  subjects: ThrottleSubject[],
  windowSeconds: number,
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (subjects.length === 0) return counts;
  const rows = await db('sign_in_failures')
    .select('scope', 'subject_hash')
    .count<{ scope: ThrottleScope; subject_hash: string; n: string }[]>('* as n')
    .where((query) => {
      for (const subject of subjects)
        query.orWhere({ scope: subject.scope, subject_hash: subject.subjectHash });
    })
    .andWhere('failed_at', '>', db.raw(`now() - ? * interval '1 second'`, [windowSeconds]))
    .groupBy('scope', 'subject_hash');
  for (const row of rows) counts.set(`${row.scope}:${row.subject_hash}`, Number(row.n));
  return counts;
}

/**
 * Counts an attempt as a failure before its password is checked, atomically across replicas: a transaction-scoped
 * advisory lock per subject (taken in one order, so two attempts never deadlock) makes "count, then insert" one
 * step, so parallel guesses cannot all read the same count. Returns the scope that refuses the attempt (nothing is
 * inserted then), or the ids of the rows now counting against it, for `withdrawFailures` if the password matches.
 */
export function reserveAttempt(
  db: Knex,
  subjects: ThrottleSubject[],
  windowSeconds: number,
  refusedBy: (failures: Map<string, number>) => ThrottleScope | undefined,
): Promise<{ refusedBy: ThrottleScope } | { rowIds: string[] }> {
  return db.transaction(async (trx) => {
    const keys = subjects.map((subject) => `sign-in:${subject.scope}:${subject.subjectHash}`).sort();
    for (const key of keys) await trx.raw('select pg_advisory_xact_lock(hashtextextended(?, 0))', [key]);
    const scope = refusedBy(await countRecentFailures(trx, subjects, windowSeconds));
    if (scope) return { refusedBy: scope };
    const rows = await trx('sign_in_failures')
      .insert(subjects.map((subject) => ({ scope: subject.scope, subject_hash: subject.subjectHash })))
      .returning<{ id: string }[]>('id');
    return { rowIds: rows.map((row) => String(row.id)) };
  });
}

/** Removes rows `reserveAttempt` counted for an attempt that turned out to have the right password. */
export async function withdrawFailures(db: Knex, rowIds: string[]): Promise<void> {
  if (rowIds.length > 0) await db('sign_in_failures').whereIn('id', rowIds).delete();
}

export async function clearFailures(db: Knex, subject: ThrottleSubject): Promise<void> {
  await db('sign_in_failures').where({ scope: subject.scope, subject_hash: subject.subjectHash }).delete();
}

/** Rows older than the window count for nothing; returns how many were removed. */
export function deleteFailuresBefore(db: Knex, windowSeconds: number): Promise<number> {
  return db('sign_in_failures')
    .where('failed_at', '<', db.raw(`now() - ? * interval '1 second'`, [windowSeconds]))
    .delete();
}
