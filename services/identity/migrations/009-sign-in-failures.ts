import type { Migration } from '@homeward/kit';

/** Failed sign-ins the throttle counts. */
export const createSignInFailures: Migration = {
  name: 'identity_009_sign_in_failures',
  async up(db) {
    // One row per failed sign-in, per scope; shared by every replica, swept once older than the window.
    await db.schema.createTable('sign_in_failures', (table) => {
      table.bigIncrements('id');
      table.text('scope').notNullable();
      // SHA-256 of the account's e-mail or the client address: the table holds no address in clear
      table.text('subject_hash').notNullable();
      table.timestamp('failed_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      table.index(['scope', 'subject_hash', 'failed_at']);
      table.index(['failed_at']);
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('sign_in_failures');
  },
};
