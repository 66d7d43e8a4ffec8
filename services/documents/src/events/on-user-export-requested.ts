import { answerExportRequests } from '@homeward/kit';
import { documentsPartOf } from '../application/data-export';
import { EVENT_SOURCE } from './messages';

/** user.export_requested -> documents' part; the outbox relay's next poll (a second) publishes it. */
export const onUserExportRequested = answerExportRequests(
  { service: 'documents', source: EVENT_SOURCE },
  documentsPartOf,
);
