import type { Migration } from '@homeward/kit';

/**
 * Accounts deleted within the access-token lifetime, by id alone: their tokens must be refused at once by every
 * verifier (the session-epoch list), and the epoch that did this lived on the deleted users row.
 */
export const createDeletedAccounts: Migration = {
  name: 'identity_019_deleted_accounts',
  async up(db) {
    await db.schema.createTable('deleted_accounts', (table) => {
      table.uuid('user_id').primary();
      table.timestamp('deleted_at', { useTz: true }).notNullable().defaultTo(db.fn.now()).index();
    });
  },
  async down(db) {
    await db.schema.dropTable('deleted_accounts');
  },
};
