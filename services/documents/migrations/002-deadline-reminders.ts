import type { Migration } from '@homeward/kit';

/**
 * One row per reminder the sweep has published: its key, (agreement, deadline, due time), is what makes a reminder go
 * out once even when two replicas sweep at the same moment (the second insert waits for the first and finds the row)
 * and across restarts. A changed due time (a corrected computation) is a new deadline and is reminded of again.
 * Deleting the agreement (its property deleted) deletes its reminders.
 */
export const createDeadlineReminders: Migration = {
  name: 'documents_002_deadline_reminders',
  async up(db) {
    await db.schema.createTable('deadline_reminders', (table) => {
      table
        .uuid('purchase_agreement_id')
        .notNullable()
        .references('id')
        .inTable('purchase_agreements')
        .onDelete('CASCADE');
      table.text('deadline_key').notNullable();
      table.timestamp('due_at', { useTz: true }).notNullable();
      table.text('auth_user_id').notNullable();
      table.uuid('property_id').notNullable();
      table.timestamp('published_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      table.primary(['purchase_agreement_id', 'deadline_key', 'due_at']);
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('deadline_reminders');
  },
};
