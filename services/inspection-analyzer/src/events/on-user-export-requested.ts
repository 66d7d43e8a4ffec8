import { answerExportRequests } from '@homeward/kit';
import { reportsPartOf } from '../application/data-export';
import { EVENT_SOURCE } from './messages';

/** user.export_requested -> inspection-analyzer's part; the outbox relay's next poll (a second) publishes it. */
export const onUserExportRequested = answerExportRequests(
  { service: 'inspection-analyzer', source: EVENT_SOURCE },
  reportsPartOf,
);
