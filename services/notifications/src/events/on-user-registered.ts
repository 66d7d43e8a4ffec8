import { topics, type EventHandler, type Logger } from '@homeward/kit';
import type { UserRegistered } from '@homeward/protos/gen/homeward/identity/v1/events';
import { renderVerificationEmail, verificationLink } from '../domain/verification-email';
import { enqueueEmail } from '../store/outgoing-emails';
import { afterCommit } from './after-commit';
import { MalformedEventError, requireFields } from './event-payload';

export interface UserRegisteredDeps {
  appBaseUrl: string;
  dispatcher: { notify(): void };
  logger: Logger;
}

// Loose on purpose: identity validated the address; this only rejects what SMTP could never deliver.
const EMAIL_SHAPE = /^[^\s@<>]+@[^\s@<>]+$/;

/**
 * Queues the verification e-mail in the inbox transaction; the dispatcher sends it after commit. Sending from
 * here would e-mail again whenever the transaction rolled back or the event was redelivered.
 */
export function onUserRegistered(deps: UserRegisteredDeps): EventHandler<UserRegistered> {
  return async (event, trx) => {
    const { payload } = event;
    requireFields(topics.userRegistered.name, payload, ['userId', 'email', 'verificationToken']);
    if (!EMAIL_SHAPE.test(payload.email))
      throw new MalformedEventError(topics.userRegistered.name, ['a valid email']);

    const link = verificationLink(deps.appBaseUrl, payload.verificationToken);
    const emailId = await enqueueEmail(trx, {
      eventId: event.id,
      template: 'verify_email',
      recipient: payload.email,
      email: renderVerificationEmail({ fullName: payload.fullName, link }),
    });
    afterCommit(trx, () => deps.dispatcher.notify());
    // Neither the token nor the link is logged: together with the user id they would let a reader verify.
    deps.logger.info({ eventId: event.id, userId: payload.userId, emailId }, 'verification e-mail queued');
  };
}
