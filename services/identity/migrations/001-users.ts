import type { Migration } from '@homeward/kit';

/** Accounts: one row per user, the e-mail unique whatever its case. */
export const createUsers: Migration = {
  name: 'identity_001_users',
  async up(db) {
    await db.schema.createTable('users', (table) => {
      table.uuid('id').primary();
      // stored lower-cased; the unique index below makes the rule hold even for rows written by hand
      table.text('email').notNullable();
      table.text('full_name').notNullable().defaultTo('');
      table.text('phone').notNullable().defaultTo('');
      table.text('app_role').notNullable().defaultTo('buyer');
      table.jsonb('purchase_checklist').notNullable().defaultTo(db.raw(`'{}'::jsonb`));
      table.timestamp('email_verified_at', { useTz: true });
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
    await db.raw('create unique index users_email_lower_key on users (lower(email))');
  },
  async down(db) {
    await db.schema.dropTableIfExists('users');
  },
};
