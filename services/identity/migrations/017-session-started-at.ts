import type { Migration } from '@homeward/kit';

/**
 * When each session (refresh-token family) began, carried onto every token it rotates into: a session ends a fixed
 * time after its sign-in however often it refreshes. Sessions open at migration time count from their family's
 * first token still stored.
 */
export const addSessionStartedAt: Migration = {
  name: 'identity_017_session_started_at',
  async up(db) {
    await db.schema.alterTable('refresh_tokens', (table) => {
      table.timestamp('session_started_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
    await db.raw(
      `update refresh_tokens t set session_started_at = f.started
       from (select family_id, min(created_at) as started from refresh_tokens group by family_id) f
       where t.family_id = f.family_id`,
    );
  },
  async down(db) {
    await db.schema.alterTable('refresh_tokens', (table) => {
      table.dropColumn('session_started_at');
    });
  },
};
