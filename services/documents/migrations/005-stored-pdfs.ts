import type { Migration } from '@homeward/kit';

/**
 * A completed document never changes, so its PDF is rendered once and kept in object storage (issue 26 item 3):
 * `pdf_key` names the object, `pdf_etag` is its content hash (what the BFF answers 304 against). When a document goes
 * (deleted by its owner, with its property or with the account), its key is queued in `stored_pdf_removals` in the
 * same statement's transaction, and a background loop removes the object; a store that is down delays the removal,
 * it does not lose it.
 */
export const storedPdfs: Migration = {
  name: 'documents_005_stored_pdfs',
  async up(db) {
    for (const name of ['offer_letters', 'purchase_agreements']) {
      await db.schema.alterTable(name, (table) => {
        table.text('pdf_key').nullable();
        table.text('pdf_etag').nullable();
      });
    }
    await db.schema.createTable('stored_pdf_removals', (table) => {
      table.bigIncrements('id').primary();
      table.text('object_key').notNullable();
      table.timestamp('queued_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('stored_pdf_removals');
    for (const name of ['offer_letters', 'purchase_agreements']) {
      await db.schema.alterTable(name, (table) => {
        table.dropColumn('pdf_key');
        table.dropColumn('pdf_etag');
      });
    }
  },
};
