import { answerExportRequests } from '@homeward/kit';
import { noticesPartOf } from '../application/data-export';

/** CloudEvents `source` of what notifications publishes (only its part of a data export). */
export const EVENT_SOURCE = 'homeward/notifications';

/** user.export_requested -> notifications' part; the outbox relay's next poll (a second) publishes it. */
export const onUserExportRequested = answerExportRequests(
  { service: 'notifications', source: EVENT_SOURCE },
  noticesPartOf,
);
