import type { Migration } from '@homeward/kit';

/**
 * The W3C traceparent of the event handling that queued an e-mail, so the dispatcher's later send joins that trace.
 * Null for rows queued before tracing, or untraced: those sends start a trace of their own.
 */
export const addOutgoingEmailTraceparent: Migration = {
  name: 'notifications_003_outgoing_emails_traceparent',
  async up(db) {
    await db.schema.alterTable('outgoing_emails', (table) => {
      table.text('traceparent');
    });
  },
  async down(db) {
    await db.schema.alterTable('outgoing_emails', (table) => {
      table.dropColumn('traceparent');
    });
  },
};
