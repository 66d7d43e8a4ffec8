import type { Migration } from '@homeward/kit';

/**
 * Which provider an attempt was started with: the callback completes it only with that provider, so a code from
 * one provider cannot be redeemed against another's attempt. Attempts from before were all Google's.
 */
export const addOidcAttemptProvider: Migration = {
  name: 'identity_016_oidc_attempt_provider',
  async up(db) {
    await db.schema.alterTable('oidc_login_attempts', (table) => {
      table.text('provider_id').notNullable().defaultTo('google');
    });
  },
  async down(db) {
    await db.schema.alterTable('oidc_login_attempts', (table) => {
      table.dropColumn('provider_id');
    });
  },
};
