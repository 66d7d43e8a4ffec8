import { activeTraceparent, afterCommit, type Knex, type Logger } from '@homeward/kit';
import type { EmailTemplate, RenderedEmail } from '../domain/email';
import { renderInspectionAnalyzedEmail, renderInspectionFailedEmail } from '../domain/inspection-emails';
import type { NotificationContent } from '../domain/property-notifications';
import {
  inspectionAnalyzedNotification,
  inspectionFailedNotification,
} from '../domain/inspection-notifications';
import { homeInspectionLink, homeInspectionPath } from '../domain/links';
import { notificationMetrics } from '../metrics';
import { insertNotification } from '../store/notifications';
import { enqueueEmail } from '../store/outgoing-emails';
import { currentAddress } from '../store/user-contacts';

export interface InspectionNoticesDeps {
  /** Every e-mailed link starts here. */
  appBaseUrl: string;
  dispatcher: { notify(): void };
  logger: Logger;
}

/** One report's outcome, as the analyzer's event states it. */
export interface InspectionOutcome {
  eventId: string;
  ownerId: string;
  propertyId: string;
  homeInspectionId: string;
  /** The buyer was told to expect an e-mail (the analysis was expected to take long). */
  expectedLong: boolean;
}

/**
 * Tells the buyer how the analysis of their report ended: always in the app, and by e-mail when they were told to
 * expect one. Both in the inbox transaction, so a redelivered event tells them nothing twice; the e-mail is sent by
 * the dispatcher after commit.
 */
export class InspectionNotices {
  constructor(private readonly deps: InspectionNoticesDeps) {}

  async analyzed(
    trx: Knex.Transaction,
    outcome: InspectionOutcome & { issueCount: number; criticalCount: number; majorCount: number },
  ): Promise<void> {
    const notice = inspectionAnalyzedNotification(outcome, this.pathOf(outcome));
    await this.tell(trx, outcome, notice, 'inspection_analyzed', (fullName) =>
      renderInspectionAnalyzedEmail({ ...outcome, fullName, link: this.linkOf(outcome) }),
    );
  }

  async failed(trx: Knex.Transaction, outcome: InspectionOutcome & { reason: string }): Promise<void> {
    const notice = inspectionFailedNotification(outcome.reason, this.pathOf(outcome));
    await this.tell(trx, outcome, notice, 'inspection_failed', (fullName) =>
      renderInspectionFailedEmail({ fullName, reason: outcome.reason, link: this.linkOf(outcome) }),
    );
  }

  private pathOf(outcome: InspectionOutcome): string {
    return homeInspectionPath(outcome.propertyId, outcome.homeInspectionId);
  }

  private linkOf(outcome: InspectionOutcome): string {
    return homeInspectionLink(this.deps.appBaseUrl, outcome.propertyId, outcome.homeInspectionId);
  }

  private async tell(
    trx: Knex.Transaction,
    outcome: InspectionOutcome,
    notice: NotificationContent & { link: string },
    template: EmailTemplate,
    render: (fullName: string) => RenderedEmail,
  ): Promise<void> {
    const log = this.deps.logger.child({
      eventId: outcome.eventId,
      userId: outcome.ownerId,
      propertyId: outcome.propertyId,
      homeInspectionId: outcome.homeInspectionId,
    });
    const stored = await insertNotification(trx, {
      ...notice,
      userId: outcome.ownerId,
      // about the property: removing the property removes the notice with it
      subjectId: outcome.propertyId,
      sourceEventId: outcome.eventId,
    });
    if (stored) afterCommit(trx, () => notificationMetrics.notificationsStored.inc({ kind: notice.kind }));
    log.info({ kind: notice.kind, stored }, 'home inspection notification stored');
    if (!outcome.expectedLong) return;

    const to = await currentAddress(trx, outcome.ownerId);
    if (!to) {
      // No address stated by identity's events yet, or an e-mail change left it in doubt: the in-app notice stands.
      log.warn(
        { template },
        'no current e-mail address known for the user; the in-app notice alone tells them',
      );
      return;
    }
    const emailId = await enqueueEmail(trx, {
      eventId: outcome.eventId,
      template,
      recipient: to.email,
      email: render(to.fullName),
      traceparent: activeTraceparent(),
    });
    afterCommit(trx, () => this.deps.dispatcher.notify());
    log.info({ emailId, template }, 'e-mail queued');
  }
}
