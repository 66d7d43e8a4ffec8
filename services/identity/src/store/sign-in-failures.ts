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

export async function recordFailures(db: Knex, subjects: ThrottleSubject[]): Promise<void> {
  if (subjects.length === 0) return;
  await db('sign_in_failures').insert(
    subjects.map((subject) => ({ scope: subject.scope, subject_hash: subject.subjectHash })),
  );
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
