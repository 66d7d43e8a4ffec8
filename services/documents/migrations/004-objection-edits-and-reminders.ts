import type { Migration } from '@homeward/kit';

/**
 * An objection can be edited (issue 24): `updated_at` says when it last changed (null: never), so the PDF is dated by
 * its last edit. Its seller-response and resolution deadlines get the same 48-hour reminders as the agreement's: one
 * row per reminder published, keyed by (objection, deadline, due time) so a reminder goes out once even with two
 * replicas sweeping, and a date the buyer changes is a new key, reminded of again. Deleting the objection (or its
 * property) deletes its reminders.
 */
export const objectionEditsAndReminders: Migration = {
  name: 'documents_004_objection_edits_and_reminders',
  async up(db) {
    await db.schema.alterTable('due_diligence_objections', (table) => {
      table.timestamp('updated_at', { useTz: true }).nullable();
    });
    await db.schema.createTable('objection_reminders', (table) => {
      table
        .uuid('objection_id')
        .notNullable()
        .references('id')
        .inTable('due_diligence_objections')
        .onDelete('CASCADE');
      table.text('deadline_key').notNullable();
      table.timestamp('due_at', { useTz: true }).notNullable();
      table.text('auth_user_id').notNullable();
      table.uuid('property_id').notNullable();
      table.timestamp('published_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      table.primary(['objection_id', 'deadline_key', 'due_at']);
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('objection_reminders');
    await db.schema.alterTable('due_diligence_objections', (table) => {
      table.dropColumn('updated_at');
    });
  },
};
