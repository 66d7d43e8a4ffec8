import { MESSAGES } from './account-rules';

export type AccountErrorKind =
  | 'invalid_credentials'
  | 'email_not_verified'
  | 'verification_failed'
  | 'session_invalid'
  | 'unknown_session'
  | 'user_not_found'
  | 'link_invalid'
  | 'sign_in_throttled'
  | 'password_already_set'
  | 'email_in_use'
  | 'current_password_required'
  | 'current_password_incorrect'
  | 'deletion_password_required'
  | 'deletion_email_mismatch'
  | 'oidc_provider_unknown'
  | 'oidc_unavailable'
  | 'oidc_attempt_invalid'
  | 'oidc_failed'
  | 'oidc_email_unverified';

const MESSAGE_OF: Record<AccountErrorKind, string> = {
  invalid_credentials: MESSAGES.passwordIncorrect,
  email_not_verified: MESSAGES.emailNotVerified,
  verification_failed: MESSAGES.verificationExpired,
  session_invalid: MESSAGES.sessionExpired,
  unknown_session: MESSAGES.unknownSession,
  user_not_found: MESSAGES.userNotFound,
  link_invalid: MESSAGES.linkInvalid,
  sign_in_throttled: MESSAGES.signInThrottled,
  password_already_set: MESSAGES.passwordAlreadySet,
  email_in_use: MESSAGES.emailInUse,
  current_password_required: 'Enter your current password to change your email.',
  current_password_incorrect: 'The current password is incorrect.',
  deletion_password_required: 'Enter your current password to delete your account.',
  deletion_email_mismatch: "Type your account's email address exactly as it is shown to confirm.",
  oidc_provider_unknown: MESSAGES.providerUnknown,
  oidc_unavailable: MESSAGES.googleUnavailable,
  oidc_attempt_invalid: MESSAGES.googleAttemptInvalid,
  oidc_failed: MESSAGES.googleFailed,
  oidc_email_unverified: MESSAGES.googleEmailUnverified,
};

/** A refusal the user caused; handlers turn the kind into a gRPC status. The message is written for the user. */
export class AccountError extends Error {
  constructor(
    readonly kind: AccountErrorKind,
    /** For the log only (never shown): why an outside provider's answer was refused. */
    readonly detail?: string,
    /** Instead of the kind's usual words: a sign-in provider's refusals name that provider. */
    message?: string,
  ) {
    super(message ?? MESSAGE_OF[kind]);
    this.name = 'AccountError';
  }
}
