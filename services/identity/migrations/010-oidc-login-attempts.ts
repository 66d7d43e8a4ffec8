import type { Migration } from '@homeward/kit';

/** Google sign-ins started and not yet finished. */
export const createOidcLoginAttempts: Migration = {
  name: 'identity_010_oidc_login_attempts',
  async up(db) {
    await db.schema.createTable('oidc_login_attempts', (table) => {
      // SHA-256 of the state sent through the browser; the state itself is never stored
      table.text('state_hash').primary();
      table.text('nonce_hash').notNullable();
      // the PKCE verifier never leaves the server until the code exchange, so it is kept as is, for minutes
      table.text('code_verifier').notNullable();
      table.text('next_path').notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      table.timestamp('expires_at', { useTz: true }).notNullable().index();
      table.timestamp('used_at', { useTz: true });
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('oidc_login_attempts');
  },
};
