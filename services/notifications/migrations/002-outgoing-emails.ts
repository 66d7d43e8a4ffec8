import type { Migration } from '@homeward/kit';

/** The e-mail queue: consumers insert, the dispatcher sends and settles. */
export const createOutgoingEmails: Migration = {
  name: 'notifications_002_outgoing_emails',
  async up(db) {
    await db.schema.createTable('outgoing_emails', (table) => {
      table.uuid('id').primary();
      table.text('event_id').notNullable().unique();
      table.text('template').notNullable();
      table.text('recipient').notNullable();
      table.text('subject').notNullable();
      // null once the row is settled: a verification body carries a live token, kept no longer than needed
      table.text('html');
      table.text('text');
      table.text('status').notNullable().defaultTo('pending');
      table.integer('attempts').notNullable().defaultTo(0);
      table
        .timestamp('next_attempt_at', { useTz: true })
        .notNullable()
        .defaultTo(db.raw('clock_timestamp()'));
      table.text('last_error');
      table.timestamp('sent_at', { useTz: true });
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.raw('clock_timestamp()'));
    });
    await db.raw(
      `alter table outgoing_emails add constraint outgoing_emails_status_check
         check (status in ('pending', 'sent', 'failed'))`,
    );
    // the dispatcher only ever looks at pending rows
    await db.raw(
      `create index outgoing_emails_due_idx on outgoing_emails (next_attempt_at) where status = 'pending'`,
    );
  },
  async down(db) {
    await db.schema.dropTableIfExists('outgoing_emails');
  },
};
