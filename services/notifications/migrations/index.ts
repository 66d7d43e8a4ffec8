import { outboxMigrations, type Migration } from '@homeward/kit';

export const NOTIFICATIONS_TABLE = 'notifications';
export const OUTGOING_EMAILS_TABLE = 'outgoing_emails';

/** In order; applied by service.ts at start-up. */
export const migrations: Migration[] = [
  ...outboxMigrations,
  {
    name: 'notifications_001_notifications',
    async up(db) {
      await db.schema.createTable(NOTIFICATIONS_TABLE, (table) => {
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
      await db.raw(
        `create index notifications_user_created_idx on ${NOTIFICATIONS_TABLE} (user_id, created_at desc)`,
      );
      await db.raw(
        `create index notifications_user_subject_idx on ${NOTIFICATIONS_TABLE} (user_id, subject_id)`,
      );
    },
    async down(db) {
      await db.schema.dropTableIfExists(NOTIFICATIONS_TABLE);
    },
  },
  {
    name: 'notifications_002_outgoing_emails',
    async up(db) {
      await db.schema.createTable(OUTGOING_EMAILS_TABLE, (table) => {
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
        `alter table ${OUTGOING_EMAILS_TABLE} add constraint outgoing_emails_status_check
           check (status in ('pending', 'sent', 'failed'))`,
      );
      // the dispatcher only ever looks at pending rows
      await db.raw(
        `create index outgoing_emails_due_idx on ${OUTGOING_EMAILS_TABLE} (next_attempt_at) where status = 'pending'`,
      );
    },
    async down(db) {
      await db.schema.dropTableIfExists(OUTGOING_EMAILS_TABLE);
    },
  },
];
