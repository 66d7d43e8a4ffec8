// The backfill's read of every stored document (both tables, every owner): the one query here not scoped to a
// caller, since it restates all documents for the property service's read model. Keyset pages by id.
import type { Knex } from '@homeward/kit';
import type { DocumentKind } from '../domain/document';

export interface StoredDocumentState {
  id: string;
  kind: DocumentKind;
  userId: string;
  propertyId: string;
  countNumber: number;
  completed: boolean;
}

const TABLE_OF: Record<DocumentKind, string> = {
  offer_letter: 'offer_letters',
  purchase_agreement: 'purchase_agreements',
};

/** Up to `limit` documents of the kind whose id is after `afterId` (all from the start when empty), by id. */
export async function documentStatesAfter(
  db: Knex,
  kind: DocumentKind,
  afterId: string,
  limit: number,
): Promise<StoredDocumentState[]> {
  const query = db(TABLE_OF[kind])
    .select('id', 'auth_user_id', 'property_id', 'count_number', 'template_snapshot')
    .orderBy('id')
    .limit(limit);
  if (afterId !== '') query.where('id', '>', afterId);
  const rows = (await query) as {
    id: string;
    auth_user_id: string;
    property_id: string;
    count_number: number;
    template_snapshot: string | null;
  }[];
  return rows.map((row) => ({
    id: row.id,
    kind,
    userId: row.auth_user_id,
    propertyId: row.property_id,
    countNumber: row.count_number,
    // As everywhere in this service: completed once the snapshot is stored.
    completed: row.template_snapshot !== null,
  }));
}
