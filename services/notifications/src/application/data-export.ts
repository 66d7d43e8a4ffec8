// notifications' part of a user's data export (issue 25 item 9).
import { enqueueExportPart, type Knex } from '@homeward/kit';
import { emailsToForExport, userContactForExport, userNoticesForExport } from '../store/notification-export';

/** CloudEvents `source` of what notifications publishes (only its part of a data export). */
export const EVENT_SOURCE = 'homeward/notifications';

/** Publishes the user's notices, the contact kept for them and the e-mails sent to it as notifications' part. */
export async function exportUserNotices(
  trx: Knex.Transaction,
  request: { exportId: string; userId: string },
): Promise<void> {
  const [notifications, contact] = await Promise.all([
    userNoticesForExport(trx, request.userId),
    userContactForExport(trx, request.userId),
  ]);
  const emails = contact ? await emailsToForExport(trx, contact.email) : [];
  await enqueueExportPart(
    trx,
    { ...request, service: 'notifications', source: EVENT_SOURCE },
    { notifications, contact: contact ?? null, emails },
  );
}
