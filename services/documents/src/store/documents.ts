// The `documents` table: the only place that builds its SQL. Every query filters by the owner's user id.
import type { Knex } from '@homeward/kit';
import type { Documents } from '../domain/documents';

interface DocumentsRow {
  id: string;
  owner_id: string;
  title: string;
  created_at: Date;
}

const TABLE = 'documents';

const fromRow = (row: DocumentsRow): Documents => ({
  id: row.id,
  ownerId: row.owner_id,
  title: row.title,
  createdAt: row.created_at,
});

export async function insertDocuments(
  db: Knex,
  record: Pick<Documents, 'id' | 'ownerId' | 'title'>,
): Promise<Documents> {
  const [row] = await db<DocumentsRow>(TABLE)
    .insert({ id: record.id, owner_id: record.ownerId, title: record.title })
    .returning('*');
  return fromRow(row as DocumentsRow);
}

/** The owner's record, or undefined: another owner's record is as absent as one that never existed. */
export async function findOwned(db: Knex, ownerId: string, id: string): Promise<Documents | undefined> {
  const row = await db<DocumentsRow>(TABLE).where({ id, owner_id: ownerId }).first();
  return row && fromRow(row as DocumentsRow);
}
