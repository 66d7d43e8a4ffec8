import { outboxMigrations, type Migration } from '@homeward/kit';

// Ordered; a migration once shipped is never edited, a change is a new entry.
export const migrations: Migration[] = [
  ...outboxMigrations,
  {
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
  },
  {
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
  },
  {
    name: 'identity_003_email_verification_tokens',
    async up(db) {
      await db.schema.createTable('email_verification_tokens', (table) => {
        // SHA-256 (hex) of the token; the token itself exists only in the e-mail
        table.text('token_hash').primary();
        table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
        table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
        table.timestamp('expires_at', { useTz: true }).notNullable();
        table.timestamp('used_at', { useTz: true });
        table.index(['user_id', 'created_at']);
      });
    },
    async down(db) {
      await db.schema.dropTableIfExists('email_verification_tokens');
    },
  },
  {
    name: 'identity_004_refresh_tokens',
    async up(db) {
      await db.schema.createTable('refresh_tokens', (table) => {
        table.uuid('id').primary();
        table.text('token_hash').notNullable().unique();
        // one family per sign-in: every rotation stays in it, and a replayed token revokes all of it
        table.uuid('family_id').notNullable().index();
        table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE').index();
        table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
        table.timestamp('expires_at', { useTz: true }).notNullable();
        table.timestamp('rotated_at', { useTz: true });
        table.timestamp('revoked_at', { useTz: true });
      });
    },
    async down(db) {
      await db.schema.dropTableIfExists('refresh_tokens');
    },
  },
  {
    name: 'identity_005_signing_keys',
    async up(db) {
      await db.schema.createTable('signing_keys', (table) => {
        table.text('kid').primary();
        table.text('algorithm').notNullable();
        table.jsonb('public_jwk').notNullable();
        // AES-256-GCM under SIGNING_KEY_SECRET; see src/domain/key-encryption.ts
        table.text('private_jwk_encrypted').notNullable();
        table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
        table.timestamp('retired_at', { useTz: true });
      });
      // At most one key signs at a time, whatever several replicas do concurrently.
      await db.raw(
        'create unique index signing_keys_one_current on signing_keys ((true)) where retired_at is null',
      );
    },
    async down(db) {
      await db.schema.dropTableIfExists('signing_keys');
    },
  },
  {
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
  },
  {
    name: 'identity_007_password_reset_tokens',
    async up(db) {
      await db.schema.createTable('password_reset_tokens', (table) => {
        // SHA-256 (hex) of the token; the token itself exists only in the e-mail
        table.text('token_hash').primary();
        table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
        table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
        table.timestamp('expires_at', { useTz: true }).notNullable();
        table.timestamp('used_at', { useTz: true });
        table.index(['user_id', 'created_at']);
      });
    },
    async down(db) {
      await db.schema.dropTableIfExists('password_reset_tokens');
    },
  },
  {
    name: 'identity_008_email_change_tokens',
    async up(db) {
      await db.schema.createTable('email_change_tokens', (table) => {
        table.text('token_hash').primary();
        table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
        // the address the link was sent to: confirming it proves that inbox, whatever pending_email says later
        table.text('new_email').notNullable();
        table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
        table.timestamp('expires_at', { useTz: true }).notNullable();
        table.timestamp('used_at', { useTz: true });
        table.index(['user_id', 'created_at']);
      });
    },
    async down(db) {
      await db.schema.dropTableIfExists('email_change_tokens');
    },
  },
  {
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
  },
  {
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
  },
];
