import { answerExportRequests, type EventHandler, type Logger } from '@homeward/kit';
import type { UserExportRequested } from '@homeward/protos/gen/homeward/identity/v1/events';
import { propertiesPartOf } from '../application/data-export';
import { EVENT_SOURCE } from './messages';

export interface ExportRequestedDeps {
  relay: { notify(): void };
  logger: Logger;
}

/** user.export_requested -> property's part (the owner's properties). */
export function onUserExportRequested(deps: ExportRequestedDeps): EventHandler<UserExportRequested> {
  return answerExportRequests({ service: 'property', source: EVENT_SOURCE, ...deps }, propertiesPartOf);
}
