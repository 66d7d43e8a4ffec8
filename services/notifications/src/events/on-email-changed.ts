import { type EventHandler, requireFields, type TokenSeal } from '@homeward/kit';
import { topics } from '@homeward/protos/topics';
import type { UserEmailChanged } from '@homeward/protos/gen/homeward/identity/v1/events';
import type { AccountEmails } from '../application/account-emails';
import { occurredAt, openToken, requireDeliverableAddress } from './event-payload';

/** The undo link goes to the OLD address: the one the owner still reads if someone else moved the account. */
export function onEmailChanged(emails: AccountEmails, tokens: TokenSeal): EventHandler<UserEmailChanged> {
  return async (event, trx) => {
    const { payload } = event;
    const topic = topics.userEmailChanged.name;
    requireFields(topic, payload, ['userId', 'oldEmail', 'newEmail', 'undoToken']);
    requireDeliverableAddress(topic, payload.oldEmail, 'oldEmail');
    await emails.queueEmailChangedNotice(
      trx,
      {
        eventId: event.id,
        userId: payload.userId,
        email: payload.oldEmail,
        fullName: payload.fullName,
        occurredAt: occurredAt(event),
      },
      payload.newEmail,
      openToken(topic, 'undoToken', payload.undoToken, tokens),
    );
  };
}
