import type { EventConsumer } from '@homeward/kit';
import { topics } from '@homeward/protos/topics';
import { onUserExportPartReady, type ExportPartReadyDeps } from './on-user-export-part-ready';
import { onUserExportRequested, type ExportRequestedDeps } from './on-user-export-requested';

export type SubscriptionDeps = ExportRequestedDeps & ExportPartReadyDeps;

/** Every topic identity consumes, in one place. */
export function subscribeToEvents(consumer: EventConsumer, deps: SubscriptionDeps): EventConsumer {
  return consumer
    .subscribe(topics.userExportRequested, onUserExportRequested(deps))
    .subscribe(topics.userExportPartReady, onUserExportPartReady(deps));
}
