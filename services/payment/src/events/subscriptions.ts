import type { EventConsumer } from '@homeward/kit';
import { topics } from '@homeward/protos/topics';
import { onUserDeleted } from './on-user-deleted';
import { onUserExportRequested, type ExportRequestedDeps } from './on-user-export-requested';

export type SubscriptionDeps = ExportRequestedDeps;

/** Every topic the payment service consumes, in one place. */
export function subscribeToEvents(consumer: EventConsumer, deps: SubscriptionDeps): EventConsumer {
  return consumer
    .subscribe(topics.userExportRequested, onUserExportRequested(deps))
    .subscribe(topics.userDeleted, onUserDeleted(deps));
}
