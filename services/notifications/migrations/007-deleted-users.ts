import type { Migration } from '@homeward/kit';

/**
 * Users whose account was deleted, by id alone: an event about them already on its way (a tour cancelled because
 * of the deletion, a reminder) must not bring back a notice or an address after user.deleted removed them.
 */
export const createDeletedUsers: Migration = {
  name: 'notifications_007_deleted_users',
  async up(db) {
    await db.schema.createTable('deleted_users', (table) => {
      table.text('user_id').primary();
      table.timestamp('deleted_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('deleted_users');
  },
};
