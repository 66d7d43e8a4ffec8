import { afterCommit, type Knex, type Logger } from '@homeward/kit';
import { propertyPath } from '../domain/links';
import type { NotificationContent } from '../domain/property-notifications';
import {
  documentCompletedNotification,
  propertyUnlockedNotification,
  type CompletedDocumentType,
} from '../domain/purchase-notifications';
import { notificationMetrics } from '../metrics';
import { insertNotification } from '../store/notifications';

export interface PurchaseNoticesDeps {
  logger: Logger;
}

/** A step of a purchase on one of the buyer's properties, as its event states it. */
export interface PurchaseStep {
  eventId: string;
  ownerId: string;
  propertyId: string;
}

/**
 * The bell's notices as a purchase moves on, each opening the property's page. Stored in the inbox transaction, so a
 * redelivered event adds none.
 */
export class PurchaseNotices {
  constructor(private readonly deps: PurchaseNoticesDeps) {}

  propertyUnlocked(trx: Knex.Transaction, step: PurchaseStep): Promise<void> {
    return this.tell(trx, step, propertyUnlockedNotification());
  }

  documentCompleted(
    trx: Knex.Transaction,
    step: PurchaseStep & { documentId: string; type: CompletedDocumentType; countNumber: number },
  ): Promise<void> {
    return this.tell(trx, step, documentCompletedNotification(step.type, step.countNumber));
  }

  private async tell(trx: Knex.Transaction, step: PurchaseStep, content: NotificationContent): Promise<void> {
    const stored = await insertNotification(trx, {
      ...content,
      userId: step.ownerId,
      // about the property: deleting the property removes the notice with it
      subjectId: step.propertyId,
      link: propertyPath(step.propertyId),
      sourceEventId: step.eventId,
    });
    if (stored) afterCommit(trx, () => notificationMetrics.notificationsStored.inc({ kind: content.kind }));
    this.deps.logger.info(
      {
        eventId: step.eventId,
        userId: step.ownerId,
        propertyId: step.propertyId,
        kind: content.kind,
        stored,
      },
      'purchase notification stored',
    );
  }
}
