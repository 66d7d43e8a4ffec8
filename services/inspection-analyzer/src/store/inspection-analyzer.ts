// The `inspection-analyzer` table: the only place that builds its SQL. Every query filters by the owner's user id.
import type { Knex } from '@homeward/kit';
import type { InspectionAnalyzer } from '../domain/inspection-analyzer';

interface InspectionAnalyzerRow {
  id: string;
  owner_id: string;
  title: string;
  created_at: Date;
}

const TABLE = 'inspection_analyzer';

const fromRow = (row: InspectionAnalyzerRow): InspectionAnalyzer => ({
  id: row.id,
  ownerId: row.owner_id,
  title: row.title,
  createdAt: row.created_at,
});

export async function insertInspectionAnalyzer(
  db: Knex,
  record: Pick<InspectionAnalyzer, 'id' | 'ownerId' | 'title'>,
): Promise<InspectionAnalyzer> {
  const [row] = await db<InspectionAnalyzerRow>(TABLE)
    .insert({ id: record.id, owner_id: record.ownerId, title: record.title })
    .returning('*');
  return fromRow(row as InspectionAnalyzerRow);
}

/** The owner's record, or undefined: another owner's record is as absent as one that never existed. */
export async function findOwned(
  db: Knex,
  ownerId: string,
  id: string,
): Promise<InspectionAnalyzer | undefined> {
  const row = await db<InspectionAnalyzerRow>(TABLE).where({ id, owner_id: ownerId }).first();
  return row && fromRow(row as InspectionAnalyzerRow);
}
