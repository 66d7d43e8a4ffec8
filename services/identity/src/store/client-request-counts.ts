import type { Knex } from '@homeward/kit';

/**
 * Counts one request of `action` from a client in the current fixed window, atomically: the upsert only adds while
 * under `max`, so parallel requests on any replica cannot all read the same count. Returns the seconds until the
 * window ends when the request is refused (nothing counted then), or undefined when it is allowed.
 */
export async function countClientRequest(
  db: Knex,
  request: { action: string; subjectHash: string; windowSeconds: number; max: number },
): Promise<number | undefined> {
  const windowStart = `to_timestamp(floor(extract(epoch from now()) / :window) * :window)`;
  const { rows } = await db.raw<{ rows: { requests: number }[] }>(
    `insert into client_request_counts (action, subject_hash, window_start, requests)
     values (:action, :subject, ${windowStart}, 1)
     on conflict (action, subject_hash, window_start) do update
       set requests = client_request_counts.requests + 1
       where client_request_counts.requests < :max
     returning requests`,
    { action: request.action, subject: request.subjectHash, window: request.windowSeconds, max: request.max },
  );
  if (rows.length > 0) return undefined;
  const { rows: left } = await db.raw<{ rows: { seconds: number }[] }>(
    `select ceil(extract(epoch from ${windowStart} + :window * interval '1 second' - now()))::int as seconds`,
    { window: request.windowSeconds },
  );
  return Math.max(1, left[0]?.seconds ?? request.windowSeconds);
}

/** Windows that ended before `before` seconds ago count for nothing; returns how many rows went. */
export function deleteClientCountsBefore(db: Knex, seconds: number): Promise<number> {
  return db('client_request_counts')
    .where('window_start', '<', db.raw(`now() - ? * interval '1 second'`, [seconds]))
    .delete();
}
