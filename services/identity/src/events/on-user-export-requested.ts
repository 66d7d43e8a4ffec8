import { answerExportRequests, type EventHandler, type Logger, type OutboxRelay } from '@homeward/kit';
import type { UserExportRequested } from '@homeward/protos/gen/homeward/identity/v1/events';
import { accountPartOf } from '../application/account-export';
import { EVENT_SOURCE } from './messages';

export interface ExportRequestedDeps {
  relay: OutboxRelay;
  logger: Logger;
}

/** user.export_requested -> identity's own part (the account), answered like every other service's. */
export function onUserExportRequested(deps: ExportRequestedDeps): EventHandler<UserExportRequested> {
  return answerExportRequests({ service: 'identity', source: EVENT_SOURCE, ...deps }, accountPartOf);
}
