import { afterCommit, type EventHandler, type Logger } from '@homeward/kit';
import { topics } from '@homeward/protos/topics';
import type { PropertyCreated, PropertyDeleted } from '@homeward/protos/gen/homeward/property/v1/events';
import { propertyCreatedNotification } from '../domain/property-notifications';
import { deleteNotificationsAbout, insertNotification } from '../store/notifications';
import { requireFields } from './event-payload';
import { notificationMetrics } from '../metrics';

export interface PropertyEventDeps {
  logger: Logger;
}

/** Tells the owner in the app; the inbox row and the notification commit together, so a redelivery adds none. */
export function onPropertyCreated(deps: PropertyEventDeps): EventHandler<PropertyCreated> {
  return async (event, trx) => {
    const { payload } = event;
    requireFields(topics.propertyCreated.name, payload, ['propertyId', 'ownerId']);
    const content = propertyCreatedNotification(payload.address);
    const stored = await insertNotification(trx, {
      ...content,
      userId: payload.ownerId,
      subjectId: payload.propertyId,
      sourceEventId: event.id,
    });
    if (stored) afterCommit(trx, () => notificationMetrics.notificationsStored.inc({ kind: content.kind }));
    deps.logger.info(
      { eventId: event.id, userId: payload.ownerId, propertyId: payload.propertyId, stored },
      'property notification stored',
    );
  };
}

/** The bell must never point at a property that is gone. */
export function onPropertyDeleted(deps: PropertyEventDeps): EventHandler<PropertyDeleted> {
  return async (event, trx) => {
    const { payload } = event;
    requireFields(topics.propertyDeleted.name, payload, ['propertyId', 'ownerId']);
    const removed = await deleteNotificationsAbout(trx, payload.ownerId, payload.propertyId);
    deps.logger.info(
      { eventId: event.id, userId: payload.ownerId, propertyId: payload.propertyId, removed },
      'notifications about a deleted property removed',
    );
  };
}
