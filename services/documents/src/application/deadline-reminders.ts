// The 48-hour reminder sweep: each pass reads every buyer's latest completed purchase agreement and latest
// due-diligence objection per property, works out which of their deadlines end within the lead time, and publishes
// document.deadline_approached once per agreement (or objection), deadline and due time. Replicas may sweep at the
// same moment: the reminder's row (deadline_reminders / objection_reminders, keyed) and its outbox event are written
// in one transaction, and only the transaction that inserted the row publishes.
import { enqueueEvent, type Knex, type Logger, type PassOutcome } from '@homeward/kit';
import { topics } from '@homeward/protos/topics';
import { agreementDeadlines } from '../domain/deadlines';
import {
  dueReminders,
  objectionDueReminders,
  unreadableTimes,
  type DueReminder,
  type RemindableAgreement,
} from '../domain/reminders';
import { deadlineApproachedEvent, EVENT_SOURCE } from '../events/messages';
import { documentsMetrics as metrics } from '../metrics';
import { latestCompletedAgreements, recordReminder } from '../store/deadline-reminders';
import { latestObjections, recordObjectionReminder } from '../store/objection-reminders';

export interface DeadlineRemindersDeps {
  db: Knex;
  relay: { notify(): void };
  logger: Logger;
  /** How long before a deadline ends its reminder goes out (DEADLINE_REMINDER_LEAD_HOURS). */
  leadMs: number;
  /** Agreements read per query. */
  pageSize?: number;
  now?: () => Date;
}

const DEFAULT_PAGE_SIZE = 200;

export class DeadlineReminders {
  constructor(private readonly deps: DeadlineRemindersDeps) {}

  /** One sweep over every latest completed agreement and latest objection; how many reminders it published. */
  async sweep(): Promise<{ published: number }> {
    const now = this.deps.now?.() ?? new Date();
    const pageSize = this.deps.pageSize ?? DEFAULT_PAGE_SIZE;
    let published = 0;
    let afterId = '';
    for (;;) {
      const page = await latestCompletedAgreements(this.deps.db, afterId, pageSize);
      for (const agreement of page) {
        for (const reminder of this.dueOf(agreement, now)) {
          if (await this.publish(reminder)) published += 1;
        }
      }
      if (page.length < pageSize) break;
      afterId = page[page.length - 1]!.id;
    }
    return { published: published + (await this.sweepObjections(now, pageSize)) };
  }

  /** The objections' seller-response and resolution deadlines, by the same clock and lead time. */
  private async sweepObjections(now: Date, pageSize: number): Promise<number> {
    // A resolution deadline dated before yesterday (UTC) has ended in every US zone: no reminder left to give.
    const since = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
    let published = 0;
    let afterId = '';
    for (;;) {
      const page = await latestObjections(this.deps.db, since, afterId, pageSize);
      for (const objection of page) {
        for (const reminder of objectionDueReminders(objection, now, this.deps.leadMs)) {
          if (await this.publish(reminder)) published += 1;
        }
      }
      if (page.length < pageSize) break;
      afterId = page[page.length - 1]!.id;
    }
    return published;
  }

  /** The BackgroundLoop's pass: a sweep, then wait for the next interval. */
  async pass(): Promise<PassOutcome> {
    await this.sweep();
    return { more: false };
  }

  private dueOf(agreement: RemindableAgreement, now: Date): DueReminder[] {
    try {
      const deadlines = agreementDeadlines(agreement.data);
      const unreadable = unreadableTimes(deadlines);
      if (unreadable.length > 0) {
        this.deps.logger.error(
          { purchaseAgreementId: agreement.id, deadlines: unreadable },
          'contract deadlines with a time of day the sweep cannot read; no reminder for them',
        );
        metrics.deadlineReminderFailures.inc();
      }
      return dueReminders(agreement, deadlines, now, this.deps.leadMs);
    } catch (error) {
      // One agreement whose data no longer reads (a stored shape older than today's schema) must not stop the
      // others' reminders; it is logged by id, never by its content.
      this.deps.logger.error(
        { err: error, purchaseAgreementId: agreement.id },
        "a completed agreement's deadlines could not be read; no reminder for it",
      );
      metrics.deadlineReminderFailures.inc();
      return [];
    }
  }

  /** Records and enqueues the reminder in one transaction; false when another pass or replica already did. */
  private async publish(reminder: DueReminder): Promise<boolean> {
    const recorded = await this.deps.db.transaction(async (trx) => {
      const record = reminder.objectionId ? recordObjectionReminder : recordReminder;
      if (!(await record(trx, reminder))) return false;
      await enqueueEvent(
        trx,
        topics.documentDeadlineApproached,
        reminder.propertyId,
        deadlineApproachedEvent(reminder, this.deps.now?.() ?? new Date()),
        { source: EVENT_SOURCE, relay: this.deps.relay },
      );
      return true;
    });
    if (recorded) {
      metrics.deadlineReminders.inc({ deadline: reminder.deadlineKey });
      this.deps.logger.info(
        {
          purchaseAgreementId: reminder.agreementId,
          objectionId: reminder.objectionId || undefined,
          userId: reminder.userId,
          propertyId: reminder.propertyId,
          deadline: reminder.deadlineKey,
          dueAt: reminder.dueAtText,
        },
        'contract deadline reminder published',
      );
    }
    return recorded;
  }
}
