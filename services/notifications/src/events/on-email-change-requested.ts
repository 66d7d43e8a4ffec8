import { type EventHandler, requireFields, type TokenSeal } from '@homeward/kit';
import { topics } from '@homeward/protos/topics';
import type { UserEmailChangeRequested } from '@homeward/protos/gen/homeward/identity/v1/events';
import type { AccountEmails } from '../application/account-emails';
import { occurredAt, openToken, requireDeliverableAddress } from './event-payload';

/** The confirmation goes to the NEW address. */
export function onEmailChangeRequested(
  emails: AccountEmails,
  tokens: TokenSeal,
): EventHandler<UserEmailChangeRequested> {
  return async (event, trx) => {
    const { payload } = event;
    const topic = topics.userEmailChangeRequested.name;
    requireFields(topic, payload, ['userId', 'newEmail', 'confirmationToken']);
    requireDeliverableAddress(topic, payload.newEmail, 'newEmail');
    await emails.queueEmailChangeConfirmation(
      trx,
      {
        eventId: event.id,
        userId: payload.userId,
        email: payload.newEmail,
        fullName: payload.fullName,
        occurredAt: occurredAt(event),
      },
      openToken(topic, 'confirmationToken', payload.confirmationToken, tokens),
    );
  };
}
