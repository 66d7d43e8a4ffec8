import { topics, type EventConsumer } from '@homeward/kit';
import { onPropertyCreated, onPropertyDeleted, type PropertyEventDeps } from './on-property-events';
import { onUserRegistered, type UserRegisteredDeps } from './on-user-registered';

export type SubscriptionDeps = UserRegisteredDeps & PropertyEventDeps;

/** Every topic the notifications service consumes, in one place. */
export function subscribeToEvents(consumer: EventConsumer, deps: SubscriptionDeps): EventConsumer {
  return consumer
    .subscribe(topics.userRegistered, onUserRegistered(deps))
    .subscribe(topics.propertyCreated, onPropertyCreated(deps))
    .subscribe(topics.propertyDeleted, onPropertyDeleted(deps));
}
