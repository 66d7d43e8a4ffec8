import { answerExportRequests, type EventHandler } from '@homeward/kit';
import type { UserExportRequested } from '@homeward/protos/gen/homeward/identity/v1/events';
import { toursPartOf } from '../application/data-export';
import { EVENT_SOURCE } from './messages';

export interface ExportRequestedDeps {
  relay: { notify(): void };
}

/** user.export_requested -> tour's part (the user's tours). */
export function onUserExportRequested(deps: ExportRequestedDeps): EventHandler<UserExportRequested> {
  return answerExportRequests({ service: 'tour', source: EVENT_SOURCE, relay: deps.relay }, toursPartOf);
}
