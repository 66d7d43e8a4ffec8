import type { Migration } from '@homeward/kit';

/** The bell: in-app notifications, one row per event that caused one. */
export const createNotifications: Migration = {
  name: 'notifications_001_notifications',
  async up(db) {
    await db.schema.createTable('notifications', (table) => {
      table.uuid('id').primary();
      table.text('user_id').notNullable();
      table.text('kind').notNullable();
      table.text('title').notNullable();
      table.text('body').notNullable();
      // the aggregate the notification is about (a property id); '' when none
      table.text('subject_id').notNullable().defaultTo('');
      table.boolean('read').notNullable().defaultTo(false);
      // the event that caused it: a second line of defence behind the inbox against duplicates
      table.text('source_event_id').notNullable().unique();
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.raw('clock_timestamp()'));
    });
    // the bell: one user's newest first
    await db.raw('create index notifications_user_created_idx on notifications (user_id, created_at desc)');
    await db.raw('create index notifications_user_subject_idx on notifications (user_id, subject_id)');
  },
  async down(db) {
    await db.schema.dropTableIfExists('notifications');
  },
};
