import type { Knex, Migration } from '@homeward/kit';

// The spec's record (part 2, section 3), the same for both kinds: the form data in meta_data, the snapshots of the
// completed document (template_snapshot set means completed) and of its last preview, and count_number.
function documentColumns(db: Knex, table: Knex.CreateTableBuilder): void {
  table.uuid('id').primary();
  // identity's user id, from the caller's verified token
  table.text('auth_user_id').notNullable();
  table.uuid('property_id').notNullable();
  table.jsonb('meta_data').notNullable().defaultTo('{}');
  table.decimal('property_price', 14, 2).nullable();
  // the template that rendered the completed document; null for a draft
  table.text('template_snapshot').nullable();
  table.text('prefilled_template_snapshot').nullable();
  table.jsonb('prefilled_data_snapshot').nullable();
  table.timestamp('completed_at', { useTz: true }).nullable();
  // the last preview (Preview saves only these)
  table.text('template_snapshot_preview').nullable();
  table.text('prefilled_template_snapshot_preview').nullable();
  table.jsonb('prefilled_data_snapshot_preview').nullable();
  table.timestamp('preview_saved_at', { useTz: true }).nullable();
  table.integer('count_number').notNullable().defaultTo(1);
  table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  table.index(['auth_user_id', 'property_id', 'created_at']);
  table.index(['property_id']);
}

async function createDocumentTable(db: Knex, name: string): Promise<void> {
  await db.schema.createTable(name, (table) => documentColumns(db, table));
  // One draft per property and user: a second get-or-create racing the first finds the first one's row.
  await db.raw(
    `CREATE UNIQUE INDEX ${name}_one_draft ON ${name} (auth_user_id, property_id) WHERE template_snapshot IS NULL`,
  );
}

/** Offer letters and purchase agreements. Owned by this service alone; others learn of them through its RPCs. */
export const createDocuments: Migration = {
  name: 'documents_001_offer_letters_purchase_agreements',
  async up(db) {
    await createDocumentTable(db, 'offer_letters');
    await createDocumentTable(db, 'purchase_agreements');
  },
  async down(db) {
    await db.schema.dropTableIfExists('purchase_agreements');
    await db.schema.dropTableIfExists('offer_letters');
  },
};
