import type { Migration } from '@homeward/kit';

/** Sign-in sessions as refresh-token families. */
export const createRefreshTokens: Migration = {
  name: 'identity_004_refresh_tokens',
  async up(db) {
    await db.schema.createTable('refresh_tokens', (table) => {
      table.uuid('id').primary();
      table.text('token_hash').notNullable().unique();
      // one family per sign-in: every rotation stays in it, and a replayed token revokes all of it
      table.uuid('family_id').notNullable().index();
      table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE').index();
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      table.timestamp('expires_at', { useTz: true }).notNullable();
      table.timestamp('rotated_at', { useTz: true });
      table.timestamp('revoked_at', { useTz: true });
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('refresh_tokens');
  },
};
