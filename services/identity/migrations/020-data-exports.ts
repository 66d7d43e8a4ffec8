import type { Migration } from '@homeward/kit';

/**
 * A user's data exports (issue 25 item 9) and the part each service sent for one. Both go with the account
 * (ON DELETE CASCADE): a deleted account leaves no copy of its data behind. A part is unique per (export, service),
 * so a redelivered part is stored once.
 */
export const createDataExports: Migration = {
  name: 'identity_020_data_exports',
  async up(db) {
    await db.schema.createTable('data_exports', (table) => {
      table.uuid('id').primary();
      table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
      // preparing | ready | failed | expired
      table.text('status').notNullable();
      table.timestamp('requested_at', { useTz: true }).notNullable();
      // A preparing export not ready by then fails.
      table.timestamp('deadline_at', { useTz: true }).notNullable();
      table.timestamp('ready_at', { useTz: true });
      table.timestamp('expires_at', { useTz: true });
      table.index(['user_id', 'requested_at']);
      table.index(['status', 'deadline_at']);
    });
    await db.schema.createTable('data_export_parts', (table) => {
      table.uuid('export_id').notNullable().references('id').inTable('data_exports').onDelete('CASCADE');
      table.text('service').notNullable();
      table.binary('content_json').notNullable();
      // [{ archive_path, object_key } | { archive_path, document_id }]
      table.jsonb('attachments').notNullable();
      table.timestamp('received_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      table.primary(['export_id', 'service']);
    });
  },
  async down(db) {
    await db.schema.dropTable('data_export_parts');
    await db.schema.dropTable('data_exports');
  },
};
