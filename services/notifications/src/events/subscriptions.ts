import { type EventConsumer } from '@homeward/kit';
import { topics } from '@homeward/protos/topics';
import { onEmailChangeRequested } from './on-email-change-requested';
import { onPasswordChanged, onPasswordResetRequested } from './on-password-events';
import { onPropertyCreated, onPropertyDeleted, type PropertyEventDeps } from './on-property-events';
import { onUserRegistered, onVerificationRequested } from './on-user-registered';
import type { EmailEventDeps } from './queue-email';

export type SubscriptionDeps = EmailEventDeps & PropertyEventDeps;

/** Every topic the notifications service consumes, in one place. */
export function subscribeToEvents(consumer: EventConsumer, deps: SubscriptionDeps): EventConsumer {
  return consumer
    .subscribe(topics.userRegistered, onUserRegistered(deps))
    .subscribe(topics.userVerificationRequested, onVerificationRequested(deps))
    .subscribe(topics.userPasswordResetRequested, onPasswordResetRequested(deps))
    .subscribe(topics.userPasswordChanged, onPasswordChanged(deps))
    .subscribe(topics.userEmailChangeRequested, onEmailChangeRequested(deps))
    .subscribe(topics.propertyCreated, onPropertyCreated(deps))
    .subscribe(topics.propertyDeleted, onPropertyDeleted(deps));
}
