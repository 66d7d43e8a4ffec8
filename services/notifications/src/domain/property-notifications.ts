/** The in-app notification kinds; the frontend's bell and the notificationsStored metric key on them. */
export const NOTIFICATION_KIND = { propertyCreated: 'property_created' } as const;

export interface NotificationContent {
  kind: string;
  title: string;
  body: string;
}

export function propertyCreatedNotification(address: string): NotificationContent {
  const trimmed = address.trim();
  return {
    kind: NOTIFICATION_KIND.propertyCreated,
    title: 'Property added',
    body: trimmed
      ? `${trimmed} was added to your properties.`
      : 'A new property was added to your properties.',
  };
}
