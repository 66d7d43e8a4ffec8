import { MESSAGES } from './account-rules';

export type AccountErrorKind =
  | 'invalid_credentials'
  | 'email_not_verified'
  | 'verification_failed'
  | 'session_invalid'
  | 'unknown_session'
  | 'user_not_found';

const MESSAGE_OF: Record<AccountErrorKind, string> = {
  invalid_credentials: MESSAGES.passwordIncorrect,
  email_not_verified: MESSAGES.emailNotVerified,
  verification_failed: MESSAGES.verificationExpired,
  session_invalid: MESSAGES.sessionExpired,
  unknown_session: MESSAGES.unknownSession,
  user_not_found: MESSAGES.userNotFound,
};

/** A refusal the user caused; handlers turn the kind into a gRPC status. The message is written for the user. */
export class AccountError extends Error {
  constructor(readonly kind: AccountErrorKind) {
    super(MESSAGE_OF[kind]);
    this.name = 'AccountError';
  }
}
