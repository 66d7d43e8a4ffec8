// The `tour` table: the only place that builds its SQL. Every query filters by the owner's user id.
import type { Knex } from '@homeward/kit';
import type { Tour } from '../domain/tour';

interface TourRow {
  id: string;
  owner_id: string;
  title: string;
  created_at: Date;
}

const TABLE = 'tour';

const fromRow = (row: TourRow): Tour => ({
  id: row.id,
  ownerId: row.owner_id,
  title: row.title,
  createdAt: row.created_at,
});

export async function insertTour(db: Knex, record: Pick<Tour, 'id' | 'ownerId' | 'title'>): Promise<Tour> {
  const [row] = await db<TourRow>(TABLE)
    .insert({ id: record.id, owner_id: record.ownerId, title: record.title })
    .returning('*');
  return fromRow(row as TourRow);
}

/** The owner's record, or undefined: another owner's record is as absent as one that never existed. */
export async function findOwned(db: Knex, ownerId: string, id: string): Promise<Tour | undefined> {
  const row = await db<TourRow>(TABLE).where({ id, owner_id: ownerId }).first();
  return row && fromRow(row as TourRow);
}
