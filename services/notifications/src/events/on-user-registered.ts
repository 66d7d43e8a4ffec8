import { type EventHandler } from '@homeward/kit';
import { topics } from '@homeward/protos/topics';
import type {
  UserRegistered,
  UserVerificationRequested,
} from '@homeward/protos/gen/homeward/identity/v1/events';
import { verificationLink } from '../domain/links';
import { renderVerificationEmail } from '../domain/verification-email';
import { requireFields } from './event-payload';
import { queueEmail, requireDeliverableAddress, type EmailEventDeps } from './queue-email';

type VerificationEvent = UserRegistered | UserVerificationRequested;

/** Both events carry the same fields; only the wording differs ("here is the new link" on a resend). */
function verificationEmail(
  topic: string,
  resent: boolean,
  deps: EmailEventDeps,
): EventHandler<VerificationEvent> {
  return async (event, trx) => {
    const { payload } = event;
    requireFields(topic, payload, ['userId', 'email', 'verificationToken']);
    requireDeliverableAddress(topic, payload.email, 'email');
    await queueEmail(trx, deps, {
      eventId: event.id,
      userId: payload.userId,
      template: 'verify_email',
      recipient: payload.email,
      email: renderVerificationEmail({
        fullName: payload.fullName,
        link: verificationLink(deps.appBaseUrl, payload.verificationToken),
        ...(resent ? { resent: true } : {}),
      }),
    });
  };
}

/** Sign-up: the verification e-mail. */
export function onUserRegistered(deps: EmailEventDeps): EventHandler<UserRegistered> {
  return verificationEmail(topics.userRegistered.name, false, deps);
}

/** Resend: the same e-mail with the fresh token, saying it is the new link. */
export function onVerificationRequested(deps: EmailEventDeps): EventHandler<UserVerificationRequested> {
  return verificationEmail(topics.userVerificationRequested.name, true, deps);
}
