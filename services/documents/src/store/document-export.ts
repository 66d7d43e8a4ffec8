import type { Knex } from '@homeward/kit';

// The columns a buyer's export shows, named as the API names them. The template snapshots are left out: they are
// the documents' text, which the archive carries as the PDFs themselves.
const DOCUMENT_COLUMNS = [
  'id',
  'property_id',
  'count_number',
  'meta_data',
  'property_price',
  'created_at',
  'updated_at',
  'preview_saved_at',
  'completed_at',
] as const;

export type ExportedDocument = Record<string, unknown> & { id: string; completed_at: Date | null };

/** Every offer letter or purchase agreement of the user (drafts and completed), oldest first. */
export async function userDocumentsForExport(
  db: Knex,
  table: 'offer_letters' | 'purchase_agreements',
  userId: string,
): Promise<ExportedDocument[]> {
  return db(table)
    .select(...DOCUMENT_COLUMNS)
    .where({ auth_user_id: userId })
    .orderBy([
      { column: 'created_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ]);
}

/** Every due-diligence objection of the user, oldest first. */
export async function userObjectionsForExport(db: Knex, userId: string): Promise<ExportedDocument[]> {
  return db('due_diligence_objections')
    .select(
      'id',
      'property_id',
      'inspection_id',
      'inspection_file_name',
      'items',
      'sent_on',
      'seller_response_due',
      'resolution_deadline',
      'deadline_time',
      'time_zone',
      'recipient_name',
      'recipient_email',
      'note',
      'property_address',
      'state',
      'buyer_names',
      'seller_names',
      'purchase_agreement_id',
      'created_at',
      'updated_at',
    )
    .where({ auth_user_id: userId })
    .orderBy([
      { column: 'created_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ]);
}
