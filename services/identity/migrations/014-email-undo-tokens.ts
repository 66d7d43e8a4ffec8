import type { Migration } from '@homeward/kit';

/** Single-use links sent to the OLD address after an e-mail change: they move the account back. */
export const createEmailUndoTokens: Migration = {
  name: 'identity_014_email_undo_tokens',
  async up(db) {
    await db.schema.createTable('email_undo_tokens', (table) => {
      table.text('token_hash').primary();
      table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
      // the address the account had before the change, and gets back
      table.text('old_email').notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      table.timestamp('expires_at', { useTz: true }).notNullable();
      table.timestamp('used_at', { useTz: true });
      table.index(['user_id', 'created_at']);
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('email_undo_tokens');
  },
};
