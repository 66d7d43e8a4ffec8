// The payloads of the events this service publishes. The single-use tokens travel only inside them, sealed for
// notifications (which e-mails the links; AccountEvents.seal); the database keeps their hashes.
import {
  UserDeleted,
  UserEmailChangeRequested,
  UserEmailChanged,
  UserPasswordChanged,
  UserPasswordRemoved,
  UserPasswordResetRequested,
  UserRegistered,
  UserVerificationRequested,
} from '@homeward/protos/gen/homeward/identity/v1/events';
import type { Account } from '../domain/account';

/** CloudEvents `source` of everything this service publishes. */
export const EVENT_SOURCE = 'homeward/identity';

/** Who an e-mail about the account is addressed to and greets. */
export type AccountContact = Pick<Account, 'id' | 'email' | 'full_name'>;

export function userRegisteredEvent(
  user: AccountContact,
  sealedVerificationToken: string,
  occurredAt: Date,
): UserRegistered {
  return UserRegistered.fromPartial({
    userId: user.id,
    email: user.email,
    fullName: user.full_name,
    verificationToken: sealedVerificationToken,
    occurredAt: occurredAt.toISOString(),
  });
}

export function userVerificationRequestedEvent(
  user: AccountContact,
  sealedVerificationToken: string,
  occurredAt: Date,
): UserVerificationRequested {
  return UserVerificationRequested.fromPartial({
    userId: user.id,
    email: user.email,
    fullName: user.full_name,
    verificationToken: sealedVerificationToken,
    occurredAt: occurredAt.toISOString(),
  });
}

export function userPasswordResetRequestedEvent(
  user: AccountContact,
  sealedResetToken: string,
  occurredAt: Date,
): UserPasswordResetRequested {
  return UserPasswordResetRequested.fromPartial({
    userId: user.id,
    email: user.email,
    fullName: user.full_name,
    resetToken: sealedResetToken,
    occurredAt: occurredAt.toISOString(),
  });
}

export function userPasswordChangedEvent(user: AccountContact, occurredAt: Date): UserPasswordChanged {
  return UserPasswordChanged.fromPartial({
    userId: user.id,
    email: user.email,
    fullName: user.full_name,
    occurredAt: occurredAt.toISOString(),
  });
}

/** A provider sign-in ended the account's password and sessions: the owner is told, in case it was not them. */
export function userPasswordRemovedEvent(
  user: AccountContact,
  providerName: string,
  occurredAt: Date,
): UserPasswordRemoved {
  return UserPasswordRemoved.fromPartial({
    userId: user.id,
    email: user.email,
    fullName: user.full_name,
    providerName,
    occurredAt: occurredAt.toISOString(),
  });
}

/** Sent to the new address, which has to prove it is the owner's before the account moves there. */
export function userEmailChangeRequestedEvent(
  user: AccountContact,
  newEmail: string,
  sealedConfirmationToken: string,
  occurredAt: Date,
): UserEmailChangeRequested {
  return UserEmailChangeRequested.fromPartial({
    userId: user.id,
    newEmail,
    fullName: user.full_name,
    confirmationToken: sealedConfirmationToken,
    occurredAt: occurredAt.toISOString(),
  });
}

/** Sent to the OLD address once the change is confirmed: the owner can move the account back if it was not them. */
export function userEmailChangedEvent(
  user: AccountContact,
  newEmail: string,
  sealedUndoToken: string,
  occurredAt: Date,
): UserEmailChanged {
  return UserEmailChanged.fromPartial({
    userId: user.id,
    oldEmail: user.email,
    newEmail,
    fullName: user.full_name,
    undoToken: sealedUndoToken,
    occurredAt: occurredAt.toISOString(),
  });
}

/** The account is gone; the address is there only for the last e-mail, which confirms the deletion to the owner. */
export function userDeletedEvent(user: AccountContact, occurredAt: Date): UserDeleted {
  return UserDeleted.fromPartial({
    userId: user.id,
    email: user.email,
    fullName: user.full_name,
    occurredAt: occurredAt.toISOString(),
  });
}
