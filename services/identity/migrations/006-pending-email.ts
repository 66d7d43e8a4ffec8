import type { Migration } from '@homeward/kit';

/** An e-mail change waiting for its confirmation. */
export const addPendingEmail: Migration = {
  name: 'identity_006_pending_email',
  async up(db) {
    await db.schema.alterTable('users', (table) => {
      // The address a signed-in user asked to move to; it replaces `email` only once confirmed from its inbox.
      table.text('pending_email');
    });
  },
  async down(db) {
    await db.schema.alterTable('users', (table) => table.dropColumn('pending_email'));
  },
};
