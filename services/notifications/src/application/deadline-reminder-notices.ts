import { activeTraceparent, afterCommit, type Knex, type Logger } from '@homeward/kit';
import {
  deadlineReminderNotification,
  renderDeadlineReminderEmail,
  type DeadlineFacts,
} from '../domain/deadline-reminders';
import { propertyLink, propertyPath } from '../domain/links';
import { notificationMetrics } from '../metrics';
import { insertNotification } from '../store/notifications';
import { enqueueEmail } from '../store/outgoing-emails';
import { currentAddress } from '../store/user-contacts';

export interface DeadlineReminderNoticesDeps {
  /** Every e-mailed link starts here. */
  appBaseUrl: string;
  dispatcher: { notify(): void };
  logger: Logger;
  now?: () => Date;
}

/** One reminder, as document.deadline_approached states it. */
export interface DeadlineReminder extends DeadlineFacts {
  eventId: string;
  ownerId: string;
  propertyId: string;
  purchaseAgreementId: string;
  /** The due-diligence objection the deadline belongs to; '' for the agreement's own deadlines. */
  objectionId: string;
  deadlineKey: string;
  /** When the deadline ends. */
  dueAt: Date;
}

/**
 * Reminds the buyer of a contract deadline, in the app and by e-mail to their current address, both in the inbox
 * transaction: a redelivered event reminds no one twice, and the dispatcher sends the e-mail after commit. Spec part
 * 1's settings hold name, e-mail and phone only, no notification preferences, so every buyer with an agreement is
 * reminded; the e-mail waits only for an address identity has stated.
 */
export class DeadlineReminderNotices {
  constructor(private readonly deps: DeadlineReminderNoticesDeps) {}

  async remind(trx: Knex.Transaction, reminder: DeadlineReminder): Promise<void> {
    const log = this.deps.logger.child({
      eventId: reminder.eventId,
      userId: reminder.ownerId,
      propertyId: reminder.propertyId,
      purchaseAgreementId: reminder.purchaseAgreementId,
      objectionId: reminder.objectionId || undefined,
      deadline: reminder.deadlineKey,
    });
    // Arrived late (the service or the broker was away): a reminder of a deadline that has ended would mislead.
    if (reminder.dueAt.getTime() <= (this.deps.now?.() ?? new Date()).getTime()) {
      log.warn('the deadline has passed; no reminder');
      return;
    }
    const notice = deadlineReminderNotification(reminder);
    const stored = await insertNotification(trx, {
      ...notice,
      userId: reminder.ownerId,
      // about the property: deleting the property removes the reminder with it
      subjectId: reminder.propertyId,
      link: propertyPath(reminder.propertyId),
      sourceEventId: reminder.eventId,
    });
    if (stored) afterCommit(trx, () => notificationMetrics.notificationsStored.inc({ kind: notice.kind }));
    log.info({ kind: notice.kind, stored }, 'deadline reminder stored');

    const to = await currentAddress(trx, reminder.ownerId);
    if (!to) {
      log.warn('no current e-mail address known for the user; the in-app reminder alone tells them');
      return;
    }
    const emailId = await enqueueEmail(trx, {
      eventId: reminder.eventId,
      template: 'deadline_reminder',
      recipient: to.email,
      email: renderDeadlineReminderEmail({
        ...reminder,
        fullName: to.fullName,
        link: propertyLink(this.deps.appBaseUrl, reminder.propertyId),
      }),
      traceparent: activeTraceparent(),
    });
    afterCommit(trx, () => this.deps.dispatcher.notify());
    log.info({ emailId, template: 'deadline_reminder' }, 'e-mail queued');
  }
}
