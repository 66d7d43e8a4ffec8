import { answerExportRequests, type EventHandler, type Logger } from '@homeward/kit';
import type { UserExportRequested } from '@homeward/protos/gen/homeward/identity/v1/events';
import { paymentsPartOf } from '../application/data-export';
import { EVENT_SOURCE } from './messages';

export interface ExportRequestedDeps {
  relay: { notify(): void };
  logger: Logger;
}

/** user.export_requested -> payment's part (the user's payments). */
export function onUserExportRequested(deps: ExportRequestedDeps): EventHandler<UserExportRequested> {
  return answerExportRequests({ service: 'payment', source: EVENT_SOURCE, ...deps }, paymentsPartOf);
}
