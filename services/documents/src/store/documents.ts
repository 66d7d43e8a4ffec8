// The `offer_letters` and `purchase_agreements` tables (one shape): the only place that builds their SQL. Every
// query about a user's documents filters by the caller's user id.
import type { Knex } from '@homeward/kit';
import type { DocumentData, DocumentKind, DocumentRecord, DocumentSnapshot } from '../domain/document';
import { deleteQueuingStoredPdfs } from './stored-pdf-removals';

interface DocumentRow {
  id: string;
  auth_user_id: string;
  property_id: string;
  meta_data: DocumentData;
  property_price: string | null;
  template_snapshot: string | null;
  prefilled_template_snapshot: string | null;
  prefilled_data_snapshot: DocumentData | null;
  completed_at: Date | null;
  template_snapshot_preview: string | null;
  prefilled_template_snapshot_preview: string | null;
  prefilled_data_snapshot_preview: DocumentData | null;
  preview_saved_at: Date | null;
  count_number: number;
  pdf_key: string | null;
  pdf_etag: string | null;
  created_at: Date;
  updated_at: Date;
}

const TABLE_OF: Record<DocumentKind, 'offer_letters' | 'purchase_agreements'> = {
  offer_letter: 'offer_letters',
  purchase_agreement: 'purchase_agreements',
};

function snapshotOf(
  template: string | null,
  prefilledTemplate: string | null,
  prefilledData: DocumentData | null,
  savedAt: Date | null,
): DocumentSnapshot | null {
  if (!template || savedAt === null) return null;
  return {
    template,
    prefilledTemplate: prefilledTemplate ?? '',
    prefilledData: prefilledData ?? {},
    savedAt,
  };
}

const fromRow =
  (kind: DocumentKind) =>
  (row: DocumentRow): DocumentRecord => ({
    id: row.id,
    kind,
    userId: row.auth_user_id,
    propertyId: row.property_id,
    data: row.meta_data,
    propertyPrice: row.property_price === null ? null : Number(row.property_price),
    countNumber: row.count_number,
    snapshot: snapshotOf(
      row.template_snapshot,
      row.prefilled_template_snapshot,
      row.prefilled_data_snapshot,
      row.completed_at,
    ),
    previewSnapshot: snapshotOf(
      row.template_snapshot_preview,
      row.prefilled_template_snapshot_preview,
      row.prefilled_data_snapshot_preview,
      row.preview_saved_at,
    ),
    storedPdf: row.pdf_key && row.pdf_etag ? { key: row.pdf_key, etag: row.pdf_etag } : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  });

const rows = (db: Knex, kind: DocumentKind) => db<DocumentRow>(TABLE_OF[kind]);
// jsonb columns take JSON text: knex would pass a JS array as a Postgres array.
const jsonb = (data: DocumentData) => JSON.stringify(data);

/** The caller's document, or undefined: another user's document is as absent as one that never existed. */
export async function findOwned(
  db: Knex,
  kind: DocumentKind,
  userId: string,
  id: string,
): Promise<DocumentRecord | undefined> {
  const row = await rows(db, kind).where({ id, auth_user_id: userId }).first();
  return row && fromRow(kind)(row as DocumentRow);
}

export async function findDraft(
  db: Knex,
  kind: DocumentKind,
  userId: string,
  propertyId: string,
): Promise<DocumentRecord | undefined> {
  const row = await rows(db, kind)
    .where({ auth_user_id: userId, property_id: propertyId })
    .whereNull('template_snapshot')
    .orderBy('created_at', 'desc')
    .first();
  return row && fromRow(kind)(row as DocumentRow);
}

/** 1 for the user's first document of this kind for this property, else one more than the highest so far. */
export async function nextCountNumber(
  db: Knex,
  kind: DocumentKind,
  userId: string,
  propertyId: string,
): Promise<number> {
  const row = await rows(db, kind)
    .where({ auth_user_id: userId, property_id: propertyId })
    .max<{ max: number | null }>('count_number as max')
    .first();
  return (row?.max ?? 0) + 1;
}

export interface NewDraft {
  id: string;
  userId: string;
  propertyId: string;
  data: DocumentData;
  propertyPrice: number | null;
  countNumber: number;
}

/**
 * Inserts the draft; false when the user already has a draft of this kind for the property (a racing call's). ON
 * CONFLICT rather than catching the violation: the insert runs in a transaction (with its event), which a failed
 * statement would abort.
 */
export async function insertDraft(db: Knex, kind: DocumentKind, draft: NewDraft): Promise<boolean> {
  const inserted = await rows(db, kind)
    .insert({
      id: draft.id,
      auth_user_id: draft.userId,
      property_id: draft.propertyId,
      meta_data: jsonb(draft.data) as unknown as DocumentData,
      property_price: draft.propertyPrice === null ? null : String(draft.propertyPrice),
      count_number: draft.countNumber,
    })
    .onConflict()
    .ignore()
    .returning('id');
  return inserted.length > 0;
}

/** Autosave of a draft; undefined when the caller has no draft with that id (absent or completed). */
export async function updateDraftData(
  db: Knex,
  kind: DocumentKind,
  userId: string,
  id: string,
  data: DocumentData,
  propertyPrice: number | null,
): Promise<DocumentRecord | undefined> {
  const [row] = await rows(db, kind)
    .where({ id, auth_user_id: userId })
    .whereNull('template_snapshot')
    .update({
      meta_data: jsonb(data) as unknown as DocumentData,
      property_price: propertyPrice === null ? null : String(propertyPrice),
      updated_at: db.fn.now() as unknown as Date,
    })
    .returning('*');
  return row && fromRow(kind)(row as DocumentRow);
}

export async function storePreview(
  db: Knex,
  kind: DocumentKind,
  userId: string,
  id: string,
  snapshot: DocumentSnapshot,
): Promise<DocumentRecord | undefined> {
  const [row] = await rows(db, kind)
    .where({ id, auth_user_id: userId })
    .update({
      template_snapshot_preview: snapshot.template,
      prefilled_template_snapshot_preview: snapshot.prefilledTemplate,
      prefilled_data_snapshot_preview: jsonb(snapshot.prefilledData) as unknown as DocumentData,
      preview_saved_at: snapshot.savedAt,
    })
    .returning('*');
  return row && fromRow(kind)(row as DocumentRow);
}

/** Completes the draft; undefined when it is not (or no longer) a draft of the caller's. */
export async function storeCompletion(
  trx: Knex.Transaction,
  kind: DocumentKind,
  userId: string,
  id: string,
  snapshot: DocumentSnapshot,
): Promise<DocumentRecord | undefined> {
  const [row] = await rows(trx, kind)
    .where({ id, auth_user_id: userId })
    .whereNull('template_snapshot')
    .update({
      template_snapshot: snapshot.template,
      prefilled_template_snapshot: snapshot.prefilledTemplate,
      prefilled_data_snapshot: jsonb(snapshot.prefilledData) as unknown as DocumentData,
      completed_at: snapshot.savedAt,
    })
    .returning('*');
  return row && fromRow(kind)(row as DocumentRow);
}

/** The caller's documents of one property (drafts and completed), newest first. */
export async function listOwned(
  db: Knex,
  kinds: readonly DocumentKind[],
  userId: string,
  propertyId: string,
): Promise<DocumentRecord[]> {
  const lists = await Promise.all(
    kinds.map(async (kind) =>
      (
        (await rows(db, kind)
          .where({ auth_user_id: userId, property_id: propertyId })
          .orderBy('created_at', 'desc')) as DocumentRow[]
      ).map(fromRow(kind)),
    ),
  );
  return lists.flat().sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/** Whether the caller had that document to delete. */
export async function deleteOwned(
  db: Knex,
  kind: DocumentKind,
  userId: string,
  id: string,
): Promise<boolean> {
  // Its stored PDF's key (if any) is queued for removal by the same statement.
  return (await deleteQueuingStoredPdfs(db, TABLE_OF[kind], { id, auth_user_id: userId })) > 0;
}

/** Every document of the owner's deleted property, both kinds; how many there were. */
export async function deleteForProperty(db: Knex, ownerId: string, propertyId: string): Promise<number> {
  const counts = await Promise.all(
    (Object.keys(TABLE_OF) as DocumentKind[]).map((kind) =>
      deleteQueuingStoredPdfs(db, TABLE_OF[kind], { auth_user_id: ownerId, property_id: propertyId }),
    ),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}

/**
 * Notes where a completed document's PDF is stored; false when the document is no longer there (deleted while it was
 * rendered: the caller then removes the object it just wrote).
 */
export async function recordStoredPdf(
  db: Knex,
  kind: DocumentKind,
  userId: string,
  id: string,
  stored: { key: string; etag: string },
): Promise<boolean> {
  const updated = await rows(db, kind)
    .where({ id, auth_user_id: userId })
    .whereNotNull('completed_at')
    .update({ pdf_key: stored.key, pdf_etag: stored.etag });
  return updated > 0;
}

/** The caller's most recently completed document of this kind for the property, or undefined. */
export async function findLatestCompleted(
  db: Knex,
  kind: DocumentKind,
  userId: string,
  propertyId: string,
): Promise<DocumentRecord | undefined> {
  const row = await rows(db, kind)
    .where({ auth_user_id: userId, property_id: propertyId })
    .whereNotNull('template_snapshot')
    .orderBy('completed_at', 'desc')
    .first();
  return row && fromRow(kind)(row as DocumentRow);
}

/** Per property of the caller's among `propertyIds`: whether a completed document and a draft of this kind exist. */
export async function documentStatesByProperty(
  db: Knex,
  kind: DocumentKind,
  userId: string,
  propertyIds: readonly string[],
): Promise<Map<string, { completed: boolean; draft: boolean }>> {
  const states = new Map<string, { completed: boolean; draft: boolean }>();
  if (propertyIds.length === 0) return states;
  const found = (await rows(db, kind)
    .where({ auth_user_id: userId })
    .whereIn('property_id', [...propertyIds])
    .select('property_id')
    .select(db.raw('bool_or(template_snapshot is not null) as completed'))
    .select(db.raw('bool_or(template_snapshot is null) as draft'))
    .groupBy('property_id')) as unknown as { property_id: string; completed: boolean; draft: boolean }[];
  for (const row of found) states.set(row.property_id, { completed: row.completed, draft: row.draft });
  return states;
}
