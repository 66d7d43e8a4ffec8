import { type EventHandler, requireFields, type TokenSeal } from '@homeward/kit';
import { topics } from '@homeward/protos/topics';
import type {
  UserRegistered,
  UserVerificationRequested,
} from '@homeward/protos/gen/homeward/identity/v1/events';
import type { AccountEmails } from '../application/account-emails';
import { occurredAt, openToken, requireDeliverableAddress } from './event-payload';

type VerificationEvent = UserRegistered | UserVerificationRequested;

/** Both events carry the same fields; only the wording differs ("here is the new link" on a resend). */
function verificationEmail(
  topic: string,
  resent: boolean,
  emails: AccountEmails,
  tokens: TokenSeal,
): EventHandler<VerificationEvent> {
  return async (event, trx) => {
    const { payload } = event;
    requireFields(topic, payload, ['userId', 'email', 'verificationToken']);
    requireDeliverableAddress(topic, payload.email, 'email');
    await emails.queueVerification(
      trx,
      {
        eventId: event.id,
        userId: payload.userId,
        email: payload.email,
        fullName: payload.fullName,
        occurredAt: occurredAt(event),
      },
      openToken(topic, 'verificationToken', payload.verificationToken, tokens),
      resent,
    );
  };
}

/** Sign-up: the verification e-mail. */
export function onUserRegistered(emails: AccountEmails, tokens: TokenSeal): EventHandler<UserRegistered> {
  return verificationEmail(topics.userRegistered.name, false, emails, tokens);
}

/** Resend: the same e-mail with the fresh token, saying it is the new link. */
export function onVerificationRequested(
  emails: AccountEmails,
  tokens: TokenSeal,
): EventHandler<UserVerificationRequested> {
  return verificationEmail(topics.userVerificationRequested.name, true, emails, tokens);
}
