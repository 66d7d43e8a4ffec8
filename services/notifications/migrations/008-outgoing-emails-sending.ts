import type { Migration } from '@homeward/kit';

/**
 * An e-mail is marked 'sending' (and committed) before it goes to the mail server, so that a dispatcher that dies
 * between the server's acceptance and recording it leaves a row nobody sends again: the e-mail goes out at most once
 * per event. A row left 'sending' past the longest possible send becomes 'unconfirmed' (the send may or may not
 * have reached the server; it is not repeated).
 */
export const addOutgoingEmailSending: Migration = {
  name: 'notifications_008_outgoing_emails_sending',
  async up(db) {
    await db.schema.alterTable('outgoing_emails', (table) => {
      table.timestamp('claimed_at', { useTz: true });
    });
    await db.raw('alter table outgoing_emails drop constraint outgoing_emails_status_check');
    await db.raw(
      `alter table outgoing_emails add constraint outgoing_emails_status_check
         check (status in ('pending', 'sending', 'sent', 'failed', 'unconfirmed'))`,
    );
    await db.raw(
      `create index outgoing_emails_sending_idx on outgoing_emails (claimed_at) where status = 'sending'`,
    );
  },
  async down(db) {
    await db.raw('drop index if exists outgoing_emails_sending_idx');
    await db.raw(`update outgoing_emails set status = 'pending' where status = 'sending'`);
    await db.raw(`update outgoing_emails set status = 'failed' where status = 'unconfirmed'`);
    await db.raw('alter table outgoing_emails drop constraint outgoing_emails_status_check');
    await db.raw(
      `alter table outgoing_emails add constraint outgoing_emails_status_check
         check (status in ('pending', 'sent', 'failed'))`,
    );
    await db.schema.alterTable('outgoing_emails', (table) => {
      table.dropColumn('claimed_at');
    });
  },
};
