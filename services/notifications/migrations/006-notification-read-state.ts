import type { Migration } from '@homeward/kit';

/**
 * The notification centre: when a notice was read (the bell marks one or all), the newest-first pages walked by a
 * (created_at, id) cursor, and the unread count the badge asks for on every poll.
 */
export const addNotificationReadState: Migration = {
  name: 'notifications_006_notification_read_state',
  async up(db) {
    await db.schema.alterTable('notifications', (table) => {
      // null while unread; `read` stays the flag the queries test, read_at says when for support questions
      table.timestamp('read_at', { useTz: true });
    });
    await db.raw(`update notifications set read_at = created_at where read and read_at is null`);
    // the keyset: one user's notices by (created_at, id) descending, the id breaking ties of the same instant
    await db.raw('drop index if exists notifications_user_created_idx');
    await db.raw(
      'create index notifications_user_created_id_idx on notifications (user_id, created_at desc, id desc)',
    );
    // the badge counts only unread rows, which stay few however long the history grows
    await db.raw('create index notifications_user_unread_idx on notifications (user_id) where not read');
  },
  async down(db) {
    await db.raw('drop index if exists notifications_user_unread_idx');
    await db.raw('drop index if exists notifications_user_created_id_idx');
    await db.raw('create index notifications_user_created_idx on notifications (user_id, created_at desc)');
    await db.schema.alterTable('notifications', (table) => {
      table.dropColumn('read_at');
    });
  },
};
