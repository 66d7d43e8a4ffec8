import { type EventHandler, MalformedEventError, requireFields } from '@homeward/kit';
import type { UserExportReady } from '@homeward/protos/gen/homeward/identity/v1/events';
import { topics } from '@homeward/protos/topics';
import type { AccountEmails } from '../application/account-emails';
import { occurredAt, requireDeliverableAddress } from './event-payload';

/** The owner's data export is ready (issue 25 item 9): "Your Homeward data is ready to download". */
export function onUserExportReady(emails: AccountEmails): EventHandler<UserExportReady> {
  return async (event, trx) => {
    const { payload } = event;
    const topic = topics.userExportReady.name;
    requireFields(topic, payload, ['userId', 'email', 'expiresAt']);
    requireDeliverableAddress(topic, payload.email, 'email');
    const expiresAt = new Date(payload.expiresAt);
    if (Number.isNaN(expiresAt.getTime())) throw new MalformedEventError(topic, ['expiresAt']);
    await emails.queueDataExportReady(
      trx,
      {
        eventId: event.id,
        userId: payload.userId,
        email: payload.email,
        fullName: payload.fullName,
        occurredAt: occurredAt(event),
      },
      expiresAt,
    );
  };
}
