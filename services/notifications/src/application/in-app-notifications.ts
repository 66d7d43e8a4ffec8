import { afterCommit, type Knex, type Logger } from '@homeward/kit';
import { propertyCreatedNotification } from '../domain/property-notifications';
import { deleteNotificationsAbout, insertNotification } from '../store/notifications';
import { notificationMetrics } from '../metrics';

export interface InAppNotificationsDeps {
  db: Knex;
  logger: Logger;
}

/** What happened to a user's property, as far as the bell is concerned. */
export interface PropertyFact {
  eventId: string;
  ownerId: string;
  propertyId: string;
}

/** The bell: what the user is told in the app, kept in step with the events about their properties. */
export class InAppNotifications {
  constructor(private readonly deps: InAppNotificationsDeps) {}

  /** Tells the owner in the app; in the inbox transaction, so a redelivered event adds none. */
  async propertyCreated(trx: Knex.Transaction, fact: PropertyFact & { address: string }): Promise<void> {
    const content = propertyCreatedNotification(fact.address);
    const stored = await insertNotification(trx, {
      ...content,
      userId: fact.ownerId,
      subjectId: fact.propertyId,
      sourceEventId: fact.eventId,
    });
    if (stored) afterCommit(trx, () => notificationMetrics.notificationsStored.inc({ kind: content.kind }));
    this.deps.logger.info(
      { eventId: fact.eventId, userId: fact.ownerId, propertyId: fact.propertyId, stored },
      'property notification stored',
    );
  }

  /** The bell must never point at a property that is gone. */
  async propertyDeleted(trx: Knex.Transaction, fact: PropertyFact): Promise<void> {
    const removed = await deleteNotificationsAbout(trx, fact.ownerId, fact.propertyId);
    this.deps.logger.info(
      { eventId: fact.eventId, userId: fact.ownerId, propertyId: fact.propertyId, removed },
      'notifications about a deleted property removed',
    );
  }
}
