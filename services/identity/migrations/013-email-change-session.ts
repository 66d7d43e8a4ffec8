import type { Migration } from '@homeward/kit';

/** The session that asked for an e-mail change: confirming the change ends every session but this one. */
export const addEmailChangeSession: Migration = {
  name: 'identity_013_email_change_session',
  async up(db) {
    await db.schema.alterTable('email_change_tokens', (table) => {
      table.uuid('requested_by_session');
    });
  },
  async down(db) {
    await db.schema.alterTable('email_change_tokens', (table) => {
      table.dropColumn('requested_by_session');
    });
  },
};
