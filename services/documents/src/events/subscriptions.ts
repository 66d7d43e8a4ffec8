import type { EventConsumer } from '@homeward/kit';
import { topics } from '@homeward/protos/topics';
import { onPropertyDeleted } from './on-property-deleted';
import { onUserDeleted } from './on-user-deleted';
import { onUserExportRequested } from './on-user-export-requested';

/** Every topic the documents service consumes, in one place. */
export function subscribeToEvents(consumer: EventConsumer): EventConsumer {
  return consumer
    .subscribe(topics.propertyDeleted, onPropertyDeleted)
    .subscribe(topics.userDeleted, onUserDeleted)
    .subscribe(topics.userExportRequested, onUserExportRequested);
}
