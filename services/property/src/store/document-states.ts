// The property_document_states table: the read model of the cards' document indicators (migration 007).
import type { Knex } from '@homeward/kit';
import type { DocumentState, DocumentStateChange } from '../domain/property-card';

const TABLE = 'property_document_states';

/** Stored as a number so "further on" is `>`: a document only moves forward through these. */
export const STATE_RANK: Record<DocumentState, number> = { draft: 1, completed: 2, deleted: 3 };

export type RecordOutcome = 'recorded' | 'unchanged' | 'no_property';

/**
 * Keeps the furthest state heard of for the document: a first event inserts the row, a later state replaces an
 * earlier one, an earlier or equal one (late, repeated, restated by the backfill) changes nothing. Only for a
 * property of the event's owner that still exists: an event outliving its property (or naming someone else's) is
 * dropped, and the rows of a property go with it (cascade).
 */
export async function recordDocumentState(
  trx: Knex.Transaction,
  change: DocumentStateChange,
): Promise<RecordOutcome> {
  const result = await trx.raw<{ rowCount: number | null }>(
    `insert into ${TABLE} (document_id, property_id, owner_id, document_type, state, count_number, state_at)
     select ?, p.id, p.owner_id, ?, ?, ?, ? from properties p where p.id = ? and p.owner_id = ?
     on conflict (document_id) do update
       set state = excluded.state, count_number = excluded.count_number, state_at = excluded.state_at
       where ${TABLE}.state < excluded.state and ${TABLE}.property_id = excluded.property_id`,
    [
      change.documentId,
      change.kind,
      STATE_RANK[change.state],
      change.countNumber,
      change.at,
      change.propertyId,
      change.ownerId,
    ],
  );
  if ((result.rowCount ?? 0) > 0) return 'recorded';
  const property = await trx('properties')
    .where({ id: change.propertyId, owner_id: change.ownerId })
    .first('id');
  return property ? 'unchanged' : 'no_property';
}
