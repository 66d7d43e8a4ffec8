import type { Migration } from '@homeward/kit';

/** Single-use links that confirm a new address. */
export const createEmailChangeTokens: Migration = {
  name: 'identity_008_email_change_tokens',
  async up(db) {
    await db.schema.createTable('email_change_tokens', (table) => {
      table.text('token_hash').primary();
      table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
      // the address the link was sent to: confirming it proves that inbox, whatever pending_email says later
      table.text('new_email').notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      table.timestamp('expires_at', { useTz: true }).notNullable();
      table.timestamp('used_at', { useTz: true });
      table.index(['user_id', 'created_at']);
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('email_change_tokens');
  },
};
