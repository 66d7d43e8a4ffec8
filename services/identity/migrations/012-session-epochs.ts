import type { Migration } from '@homeward/kit';

/**
 * A per-user session epoch, raised when every other session must end at once (password reset or change, e-mail
 * change). Access tokens carry the epoch they were issued under; verifiers refuse lower ones, so a revocation takes
 * effect within seconds instead of when the 15-minute access tokens expire.
 */
export const addSessionEpochs: Migration = {
  name: 'identity_012_session_epochs',
  async up(db) {
    await db.schema.alterTable('users', (table) => {
      table.integer('session_epoch').notNullable().defaultTo(0);
      // the list verifiers poll holds only epochs raised within an access token's lifetime
      table.timestamp('session_epoch_raised_at', { useTz: true }).index();
    });
  },
  async down(db) {
    await db.schema.alterTable('users', (table) => {
      table.dropColumn('session_epoch');
      table.dropColumn('session_epoch_raised_at');
    });
  },
};
