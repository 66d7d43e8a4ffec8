import { type EventHandler, requireFields, type TokenSeal } from '@homeward/kit';
import { topics } from '@homeward/protos/topics';
import type {
  UserPasswordChanged,
  UserPasswordRemoved,
  UserPasswordResetRequested,
} from '@homeward/protos/gen/homeward/identity/v1/events';
import type { AccountEmails } from '../application/account-emails';
import { occurredAt, openToken, requireDeliverableAddress } from './event-payload';

/** Forgot password: the reset link. */
export function onPasswordResetRequested(
  emails: AccountEmails,
  tokens: TokenSeal,
): EventHandler<UserPasswordResetRequested> {
  return async (event, trx) => {
    const { payload } = event;
    const topic = topics.userPasswordResetRequested.name;
    requireFields(topic, payload, ['userId', 'email', 'resetToken']);
    requireDeliverableAddress(topic, payload.email, 'email');
    await emails.queuePasswordReset(
      trx,
      {
        eventId: event.id,
        userId: payload.userId,
        email: payload.email,
        fullName: payload.fullName,
        occurredAt: occurredAt(event),
      },
      openToken(topic, 'resetToken', payload.resetToken, tokens),
    );
  };
}

/** The notice after a password change; it carries no token. */
export function onPasswordChanged(emails: AccountEmails): EventHandler<UserPasswordChanged> {
  return async (event, trx) => {
    const { payload } = event;
    const topic = topics.userPasswordChanged.name;
    requireFields(topic, payload, ['userId', 'email']);
    requireDeliverableAddress(topic, payload.email, 'email');
    await emails.queuePasswordChanged(trx, {
      eventId: event.id,
      userId: payload.userId,
      email: payload.email,
      fullName: payload.fullName,
      occurredAt: occurredAt(event),
    });
  };
}

/** A Google/OIDC sign-in ended the password and every session; the notice carries no token. */
export function onPasswordRemoved(emails: AccountEmails): EventHandler<UserPasswordRemoved> {
  return async (event, trx) => {
    const { payload } = event;
    const topic = topics.userPasswordRemoved.name;
    requireFields(topic, payload, ['userId', 'email', 'providerName']);
    requireDeliverableAddress(topic, payload.email, 'email');
    await emails.queuePasswordRemoved(
      trx,
      {
        eventId: event.id,
        userId: payload.userId,
        email: payload.email,
        fullName: payload.fullName,
        occurredAt: occurredAt(event),
      },
      payload.providerName,
    );
  };
}
