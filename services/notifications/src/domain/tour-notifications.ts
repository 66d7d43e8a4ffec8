// What the bell tells the buyer about their tours; each notice opens the property's page.
import type { NotificationContent } from './property-notifications';

export const TOUR_NOTIFICATION_KIND = {
  requested: 'tour_requested',
  confirmed: 'tour_confirmed',
  cancelled: 'tour_cancelled',
} as const;

export function tourRequestedNotification(
  propertyAddress: string,
  proposedTimes: number,
): NotificationContent {
  const times = proposedTimes === 1 ? 'one proposed time' : `${proposedTimes} proposed times`;
  return {
    kind: TOUR_NOTIFICATION_KIND.requested,
    title: 'Tour requested',
    body:
      `You asked to see ${addressOr(propertyAddress, 'the property')} at ${times}. ` +
      'An agent will contact you soon to confirm available times.',
  };
}

export function tourConfirmedNotification(
  propertyAddress: string,
  slotLabel: string,
  timeZoneLabel: string,
): NotificationContent {
  const zone = timeZoneLabel.trim() ? ` (${timeZoneLabel.trim()})` : '';
  return {
    kind: TOUR_NOTIFICATION_KIND.confirmed,
    title: 'Tour confirmed',
    body: `Your tour of ${addressOr(propertyAddress, 'the property')} is confirmed for ${slotLabel.trim()}${zone}.`,
  };
}

export function tourCancelledNotification(propertyAddress: string): NotificationContent {
  return {
    kind: TOUR_NOTIFICATION_KIND.cancelled,
    title: 'Tour cancelled',
    body: `Your tour of ${addressOr(propertyAddress, 'the property')} is cancelled; the agent has been told.`,
  };
}

function addressOr(address: string, fallback: string): string {
  return address.replace(/\s+/g, ' ').trim() || fallback;
}
