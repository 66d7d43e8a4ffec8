import { topics, type EventHandler } from '@homeward/kit';
import type {
  UserRegistered,
  UserVerificationRequested,
} from '@homeward/protos/gen/homeward/identity/v1/events';
import { verificationLink } from '../domain/links';
import { renderVerificationEmail } from '../domain/verification-email';
import { requireFields } from './event-payload';
import { queueEmail, requireDeliverableAddress, type EmailEventDeps } from './queue-email';

/** Sign-up: the verification e-mail. */
export function onUserRegistered(deps: EmailEventDeps): EventHandler<UserRegistered> {
  return async (event, trx) => {
    const { payload } = event;
    const topic = topics.userRegistered.name;
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
      }),
    });
  };
}

/** Resend: the same e-mail with the fresh token, saying it is the new link. */
export function onVerificationRequested(deps: EmailEventDeps): EventHandler<UserVerificationRequested> {
  return async (event, trx) => {
    const { payload } = event;
    const topic = topics.userVerificationRequested.name;
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
        resent: true,
      }),
    });
  };
}
