// The `stored_pdf_removals` queue: the object keys of deleted documents' PDFs, written in the statement that deletes
// the documents, drained by the removal loop (application/stored-pdfs.ts). A store that is down delays a removal; it
// never loses one.
import type { Knex } from '@homeward/kit';

export interface QueuedRemoval {
  id: string;
  objectKey: string;
}

/**
 * Deletes the rows of a document table that match `where` (column -> value) and queues the object key of each one
 * that had a stored PDF, in one statement; returns how many rows went.
 */
export async function deleteQueuingStoredPdfs(
  db: Knex,
  table: 'offer_letters' | 'purchase_agreements',
  where: Record<string, string>,
): Promise<number> {
  const columns = Object.keys(where);
  const condition = columns.map(() => '?? = ?').join(' AND ');
  const result = await db.raw<{ rows: { deleted: number }[] }>(
    `WITH gone AS (DELETE FROM ?? WHERE ${condition} RETURNING pdf_key),
     queued AS (INSERT INTO stored_pdf_removals (object_key) SELECT pdf_key FROM gone WHERE pdf_key IS NOT NULL)
     SELECT count(*)::int AS deleted FROM gone`,
    [table, ...columns.flatMap((column) => [column, where[column]!])],
  );
  return result.rows[0]?.deleted ?? 0;
}

/** Queues one object key (a PDF stored for a document deleted while it was being rendered). */
export async function queueStoredPdfRemoval(db: Knex, objectKey: string): Promise<void> {
  await db('stored_pdf_removals').insert({ object_key: objectKey });
}

/** The oldest queued removals, at most `limit`. */
export async function nextStoredPdfRemovals(db: Knex, limit: number): Promise<QueuedRemoval[]> {
  const rows = await db<{ id: string; object_key: string }>('stored_pdf_removals')
    .select('id', 'object_key')
    .orderBy('id')
    .limit(limit);
  return rows.map((row) => ({ id: String(row.id), objectKey: row.object_key }));
}

/** Forgets removals that are done. */
export async function forgetStoredPdfRemovals(db: Knex, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await db('stored_pdf_removals').whereIn('id', ids).delete();
}
