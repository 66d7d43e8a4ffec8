import type { Migration } from '@homeward/kit';

/** The keys that sign access tokens, their private halves encrypted. */
export const createSigningKeys: Migration = {
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
};
