import { type EventHandler } from '@homeward/kit';
import { topics } from '@homeward/protos/topics';
import type { UserEmailChangeRequested } from '@homeward/protos/gen/homeward/identity/v1/events';
import { renderEmailChangeEmail } from '../domain/email-change-email';
import { emailChangeLink } from '../domain/links';
import { requireFields } from './event-payload';
import { queueEmail, requireDeliverableAddress, type EmailEventDeps } from './queue-email';

/** The confirmation goes to the NEW address: following the link proves the user can read it. */
export function onEmailChangeRequested(deps: EmailEventDeps): EventHandler<UserEmailChangeRequested> {
  return async (event, trx) => {
    const { payload } = event;
    const topic = topics.userEmailChangeRequested.name;
    requireFields(topic, payload, ['userId', 'newEmail', 'confirmationToken']);
    requireDeliverableAddress(topic, payload.newEmail, 'newEmail');
    await queueEmail(trx, deps, {
      eventId: event.id,
      userId: payload.userId,
      template: 'confirm_email_change',
      recipient: payload.newEmail,
      email: renderEmailChangeEmail({
        fullName: payload.fullName,
        newEmail: payload.newEmail,
        link: emailChangeLink(deps.appBaseUrl, payload.confirmationToken),
      }),
    });
  };
}
