import type { EventConsumer } from '@homeward/kit';
import { topics } from '@homeward/protos/topics';
import { onPropertyDeleted, type PropertyDeletedDeps } from './on-property-deleted';
import { onUserDeleted } from './on-user-deleted';
import { onUserExportRequested, type ExportRequestedDeps } from './on-user-export-requested';

export type SubscriptionDeps = PropertyDeletedDeps & ExportRequestedDeps;

/** Every topic the tour service consumes, in one place. */
export function subscribeToEvents(consumer: EventConsumer, deps: SubscriptionDeps): EventConsumer {
  return consumer
    .subscribe(topics.propertyDeleted, onPropertyDeleted(deps))
    .subscribe(topics.userDeleted, onUserDeleted(deps))
    .subscribe(topics.userExportRequested, onUserExportRequested(deps));
}
