import type { Migration } from '@homeward/kit';

/** Single-use password reset links. */
export const createPasswordResetTokens: Migration = {
  name: 'identity_007_password_reset_tokens',
  async up(db) {
    await db.schema.createTable('password_reset_tokens', (table) => {
      // SHA-256 (hex) of the token; the token itself exists only in the e-mail
      table.text('token_hash').primary();
      table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      table.timestamp('expires_at', { useTz: true }).notNullable();
      table.timestamp('used_at', { useTz: true });
      table.index(['user_id', 'created_at']);
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('password_reset_tokens');
  },
};
