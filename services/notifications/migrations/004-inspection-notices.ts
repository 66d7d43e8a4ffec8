import type { Migration } from '@homeward/kit';

/**
 * Home inspection notices: a notification may link to a page of the app, and the service remembers each user's
 * current e-mail address from identity's events, since the inspection events name only the user.
 */
export const addInspectionNotices: Migration = {
  name: 'notifications_004_inspection_notices',
  async up(db) {
    await db.schema.alterTable('notifications', (table) => {
      // an SPA path (the report page); '' when the notification goes nowhere
      table.text('link').notNullable().defaultTo('');
    });
    await db.schema.createTable('user_contacts', (table) => {
      table.text('user_id').primary();
      table.text('email').notNullable();
      table.text('full_name').notNullable().defaultTo('');
      // when identity's event stating this address happened: an older event never overwrites a newer fact
      table.timestamp('learned_at', { useTz: true }).notNullable();
      // an e-mail change was requested after `learned_at`; identity announces no confirmation, so until an event
      // states the address again it is unknown which one the user reads, and neither is written to
      table.timestamp('email_change_requested_at', { useTz: true });
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('user_contacts');
    await db.schema.alterTable('notifications', (table) => {
      table.dropColumn('link');
    });
  },
};
