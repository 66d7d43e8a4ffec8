import type { Migration } from '@homeward/kit';

/**
 * Tour e-mails: one tour.scheduled event writes to the tour desk and to the listing agent, so an event queues at
 * most one e-mail per recipient (not one in all); and the buyer's confirmation carries an .ics invitation, kept with
 * the queued e-mail until it is sent.
 */
export const addTourEmails: Migration = {
  name: 'notifications_005_tour_emails',
  async up(db) {
    await db.raw('alter table outgoing_emails drop constraint outgoing_emails_event_id_unique');
    await db.raw(
      'alter table outgoing_emails add constraint outgoing_emails_event_recipient_unique unique (event_id, recipient)',
    );
    await db.schema.alterTable('outgoing_emails', (table) => {
      // [{filename, contentType, content}] with text content; null when none, and once the row is settled
      table.jsonb('attachments');
    });
  },
  async down(db) {
    await db.schema.alterTable('outgoing_emails', (table) => {
      table.dropColumn('attachments');
    });
    await db.raw('alter table outgoing_emails drop constraint outgoing_emails_event_recipient_unique');
    await db.raw(
      'alter table outgoing_emails add constraint outgoing_emails_event_id_unique unique (event_id)',
    );
  },
};
