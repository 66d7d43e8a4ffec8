import { type EventHandler } from '@homeward/kit';
import { topics } from '@homeward/protos/topics';
import type {
  UserPasswordChanged,
  UserPasswordResetRequested,
} from '@homeward/protos/gen/homeward/identity/v1/events';
import { forgotPasswordPage, passwordResetLink } from '../domain/links';
import { renderPasswordChangedEmail } from '../domain/password-changed-email';
import { renderPasswordResetEmail } from '../domain/password-reset-email';
import { requireFields } from './event-payload';
import { queueEmail, requireDeliverableAddress, type EmailEventDeps } from './queue-email';

/** Forgot password: the reset link. Identity publishes only for an existing account, so this never enumerates. */
export function onPasswordResetRequested(deps: EmailEventDeps): EventHandler<UserPasswordResetRequested> {
  return async (event, trx) => {
    const { payload } = event;
    const topic = topics.userPasswordResetRequested.name;
    requireFields(topic, payload, ['userId', 'email', 'resetToken']);
    requireDeliverableAddress(topic, payload.email, 'email');
    await queueEmail(trx, deps, {
      eventId: event.id,
      userId: payload.userId,
      template: 'reset_password',
      recipient: payload.email,
      email: renderPasswordResetEmail({
        fullName: payload.fullName,
        link: passwordResetLink(deps.appBaseUrl, payload.resetToken),
      }),
    });
  };
}

/** A notice after any password change, so a change the owner did not make does not go unnoticed. */
export function onPasswordChanged(deps: EmailEventDeps): EventHandler<UserPasswordChanged> {
  return async (event, trx) => {
    const { payload } = event;
    const topic = topics.userPasswordChanged.name;
    requireFields(topic, payload, ['userId', 'email']);
    requireDeliverableAddress(topic, payload.email, 'email');
    await queueEmail(trx, deps, {
      eventId: event.id,
      userId: payload.userId,
      template: 'password_changed',
      recipient: payload.email,
      email: renderPasswordChangedEmail({
        fullName: payload.fullName,
        resetPageLink: forgotPasswordPage(deps.appBaseUrl),
      }),
    });
  };
}
