import { type EventHandler, requireFields } from '@homeward/kit';
import { topics } from '@homeward/protos/topics';
import type { PropertyCreated, PropertyDeleted } from '@homeward/protos/gen/homeward/property/v1/events';
import type { InAppNotifications } from '../application/in-app-notifications';

export function onPropertyCreated(notifications: InAppNotifications): EventHandler<PropertyCreated> {
  return async (event, trx) => {
    const { payload } = event;
    requireFields(topics.propertyCreated.name, payload, ['propertyId', 'ownerId']);
    await notifications.propertyCreated(trx, {
      eventId: event.id,
      ownerId: payload.ownerId,
      propertyId: payload.propertyId,
      address: payload.address,
    });
  };
}

export function onPropertyDeleted(notifications: InAppNotifications): EventHandler<PropertyDeleted> {
  return async (event, trx) => {
    const { payload } = event;
    requireFields(topics.propertyDeleted.name, payload, ['propertyId', 'ownerId']);
    await notifications.propertyDeleted(trx, {
      eventId: event.id,
      ownerId: payload.ownerId,
      propertyId: payload.propertyId,
    });
  };
}
