// notifications' part of a user's data export (issue 25 item 9).
import type { ExportPart, Knex } from '@homeward/kit';
import { emailsToForExport, userContactForExport, userNoticesForExport } from '../store/notification-export';

/** notifications' part: the user's notices, the contact kept for them and the e-mails sent to it. */
export async function noticesPartOf(trx: Knex.Transaction, userId: string): Promise<ExportPart> {
  const [notifications, contact] = await Promise.all([
    userNoticesForExport(trx, userId),
    userContactForExport(trx, userId),
  ]);
  const emails = contact ? await emailsToForExport(trx, contact.email) : [];
  return { records: { notifications, contact: contact ?? null, emails } };
}
