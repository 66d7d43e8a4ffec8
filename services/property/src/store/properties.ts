// Queries on the properties table. Every one takes the owner's id: a row of another user is simply not there.
import type { Knex } from '@homeward/kit';
import type { Property, PropertyDetails, StreetViewState } from '../domain/property';
import type { PropertyEdit } from '../domain/property-edit';
import {
  addressToJson,
  detailColumns,
  draftColumns,
  editedAgentToJson,
  propertyFromRow,
  streetViewColumn,
  type PropertyRow,
} from './property-row';

const TABLE = 'properties';

export async function insertDraft(
  db: Knex,
  draft: { id: string; ownerId: string; details: PropertyDetails; streetView: StreetViewState | null },
): Promise<Property> {
  const columns = {
    ...draftColumns(draft.id, draft.ownerId, draft.details),
    street_view: draft.streetView ? streetViewColumn(draft.streetView) : null,
  };
  const [row] = await db<PropertyRow>(TABLE)
    .insert(columns as unknown as PropertyRow)
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

/** Applies an edit to the owner's property; undefined when the owner has no such property. */
export async function updateOwned(
  db: Knex,
  ownerId: string,
  id: string,
  edit: PropertyEdit,
): Promise<Property | undefined> {
  const columns: Record<string, unknown> = {};
  if (edit.bedroomsNum !== undefined) columns.bedrooms_num = edit.bedroomsNum;
  if (edit.bathroomsNum !== undefined) columns.bathrooms_num = edit.bathroomsNum;
  if (edit.size !== undefined) columns.size = edit.size;
  if (edit.price !== undefined) columns.price = edit.price;
  if (edit.listingAgent !== undefined) {
    // The edit form has no e-mail: the data provider's stays while the agent keeps their name, and goes with a
    // renamed agent (the tour desk must not write to someone else).
    columns.listing_agent = edit.listingAgent
      ? db.raw(
          `jsonb_build_object('email', CASE WHEN listing_agent->>'name' = ? THEN coalesce(listing_agent->>'email', '') ELSE '' END) || ?::jsonb`,
          [edit.listingAgent.name, JSON.stringify(editedAgentToJson(edit.listingAgent))],
        )
      : null;
  }
  if (Object.keys(columns).length === 0) return findOwned(db, ownerId, id);
  const [row] = await db<PropertyRow>(TABLE).where({ id, owner_id: ownerId }).update(columns).returning('*');
  return row ? propertyFromRow(row) : undefined;
}

/**
 * Rewrites the owner's property from a provider's fresh answer, keeping the stored geocode (the spec's re-parse
 * updates everything but it).
 */
export async function refreshOwned(
  db: Knex,
  ownerId: string,
  id: string,
  details: PropertyDetails,
): Promise<Property | undefined> {
  const address = JSON.stringify(addressToJson(details.address));
  const [row] = await db<PropertyRow>(TABLE)
    .where({ id, owner_id: ownerId })
    .update({
      ...detailColumns(details),
      address: db.raw(`?::jsonb || jsonb_build_object('geometry', address->'geometry')`, [address]),
    } as unknown as Partial<PropertyRow>)
    .returning('*');
  return row ? propertyFromRow(row) : undefined;
}

/** Remembers what Street View said about the owner's property. */
export async function saveStreetView(
  db: Knex,
  ownerId: string,
  id: string,
  state: StreetViewState,
): Promise<void> {
  await db<PropertyRow>(TABLE)
    .where({ id, owner_id: ownerId })
    .update({ street_view: streetViewColumn(state) } as unknown as Partial<PropertyRow>);
}

/**
 * Points the owner's property at an uploaded inspection report, unless it already names this upload or a later one
 * (`uploadNumber` counts the property's uploads from 1). Returns whether the row changed; the condition makes a
 * repeated or late event a no-op.
 */
export async function linkHomeInspection(
  db: Knex,
  ownerId: string,
  id: string,
  link: { homeInspectionId: string; uploadNumber: number },
): Promise<boolean> {
  const updated = await db<PropertyRow>(TABLE)
    .where({ id, owner_id: ownerId })
    .andWhere((where) =>
      where
        .whereNull('home_inspection_upload_number')
        .orWhere('home_inspection_upload_number', '<', link.uploadNumber),
    )
    .update({
      home_inspection_id: link.homeInspectionId,
      home_inspection_upload_number: link.uploadNumber,
    } as unknown as Partial<PropertyRow>);
  return updated > 0;
}

export async function deleteOwned(db: Knex, ownerId: string, id: string): Promise<boolean> {
  const deleted = await db<PropertyRow>(TABLE).where({ id, owner_id: ownerId }).delete();
  return deleted > 0;
}

/** A search for "100%" finds "100%", not everything that starts with "100". */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
