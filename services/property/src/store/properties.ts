// Queries on the properties table. Every one takes the owner's id: a row of another user is simply not there.
import type { Knex } from '@homeward/kit';
import type { Property, PropertyDetails } from '../domain/property';
import { draftColumns, propertyFromRow, type PropertyRow } from './property-row';

const TABLE = 'properties';

export async function insertDraft(
  db: Knex,
  draft: { id: string; ownerId: string; details: PropertyDetails },
): Promise<Property> {
  const [row] = await db<PropertyRow>(TABLE)
    .insert(draftColumns(draft.id, draft.ownerId, draft.details) as unknown as PropertyRow)
    .returning('*');
  return propertyFromRow(row!);
}

/** The owner's property, draft or active; `forUpdate` locks it until the transaction ends. */
export async function findOwned(
  db: Knex,
  ownerId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<Property | undefined> {
  const query = db<PropertyRow>(TABLE).where({ id, owner_id: ownerId }).first();
  const row = await (options.forUpdate ? query.forUpdate() : query);
  return row ? propertyFromRow(row) : undefined;
}

/**
 * Turns the owner's draft active; undefined when there was no such draft (absent, or already active). The status
 * condition makes concurrent activations race safely: exactly one of them changes the row.
 */
export async function activateDraft(db: Knex, ownerId: string, id: string): Promise<Property | undefined> {
  const [row] = await db<PropertyRow>(TABLE)
    .where({ id, owner_id: ownerId, status: 'draft' })
    .update({ status: 'active' })
    .returning('*');
  return row ? propertyFromRow(row) : undefined;
}

/** The owner's active properties, newest first, optionally whose address contains `search` (any case). */
export async function listActive(db: Knex, ownerId: string, search: string): Promise<Property[]> {
  const query = db<PropertyRow>(TABLE).where({ owner_id: ownerId, status: 'active' });
  if (search !== '') {
    const pattern = `%${escapeLike(search)}%`;
    query.andWhere((where) =>
      where
        .whereRaw(`address->>'address' ilike ?`, [pattern])
        .orWhereRaw(`address->>'formatted_address' ilike ?`, [pattern]),
    );
  }
  const rows = await query.orderBy([
    { column: 'created_at', order: 'desc' },
    { column: 'id', order: 'desc' },
  ]);
  return rows.map(propertyFromRow);
}

/**
 * Unlocks the owner's property; undefined when there was nothing to unlock (absent, or already unlocked). The
 * condition on is_unlocked makes two payments racing for one property change it once.
 */
export async function unlockOwned(db: Knex, ownerId: string, id: string): Promise<Property | undefined> {
  const [row] = await db<PropertyRow>(TABLE)
    .where({ id, owner_id: ownerId, is_unlocked: false })
    .update({ is_unlocked: true })
    .returning('*');
  return row ? propertyFromRow(row) : undefined;
}

export async function deleteOwned(db: Knex, ownerId: string, id: string): Promise<boolean> {
  const deleted = await db<PropertyRow>(TABLE).where({ id, owner_id: ownerId }).delete();
  return deleted > 0;
}

/** A search for "100%" finds "100%", not everything that starts with "100". */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
