import type { Migration } from '@homeward/kit';

/** Spec part 1's users.avatar_url: the picture of a Google or OIDC sign-in that created the account (https only). */
export const addAvatarUrl: Migration = {
  name: 'identity_018_avatar_url',
  async up(db) {
    await db.schema.alterTable('users', (table) => {
      // null when there is none: accounts made with a password, and providers that send no picture
      table.text('avatar_url');
    });
  },
  async down(db) {
    await db.schema.alterTable('users', (table) => {
      table.dropColumn('avatar_url');
    });
  },
};
