import type { Migration } from '@homeward/kit';

/** Password hashes. */
export const createCredentials: Migration = {
  name: 'identity_002_credentials',
  async up(db) {
    // Apart from users, so that an account signed in through an outside provider simply has no row here.
    await db.schema.createTable('credentials', (table) => {
      table.uuid('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
      table.text('password_hash').notNullable();
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('credentials');
  },
};
