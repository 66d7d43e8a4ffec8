import type { EventConsumer } from '@homeward/kit';
import { topics } from '@homeward/protos/topics';
import { onPropertyDeleted } from './on-property-deleted';

/** Every topic the tour service consumes, in one place. */
export function subscribeToEvents(consumer: EventConsumer): EventConsumer {
  return consumer.subscribe(topics.propertyDeleted, onPropertyDeleted);
}
