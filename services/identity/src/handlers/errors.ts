import {
  answeringWith,
  failedPrecondition,
  invalidArgument,
  notFound,
  resourceExhausted,
  unauthenticated,
  type RpcError,
} from '@homeward/kit';
import { AccountError, type AccountErrorKind } from '../domain/errors';

const onField = (field: string) => (message: string) => invalidArgument(message, { [field]: message });

// The statuses the BFF expects (bff/test/support/downstream.ts and the issue-4 contract): a wrong password or a
// dead session is UNAUTHENTICATED (401), an unverified account or a spent verification link FAILED_PRECONDITION
// (409), a dead reset or e-mail-change link INVALID_ARGUMENT on `token`, a throttled sign-in RESOURCE_EXHAUSTED (429).
const STATUS_OF: Record<AccountErrorKind, (message: string) => RpcError> = {
  invalid_credentials: unauthenticated,
  session_invalid: unauthenticated,
  unknown_session: unauthenticated,
  email_not_verified: failedPrecondition,
  verification_failed: failedPrecondition,
  user_not_found: notFound,
  link_invalid: onField('token'),
  sign_in_throttled: resourceExhausted,
  password_already_set: failedPrecondition,
  email_in_use: onField('email'),
  current_password_required: onField('current_password'),
  current_password_incorrect: onField('current_password'),
  deletion_password_required: onField('current_password'),
  deletion_email_mismatch: onField('confirm_email'),
  oidc_provider_unknown: notFound,
  oidc_unavailable: failedPrecondition,
  oidc_attempt_invalid: onField('state'),
  oidc_failed: unauthenticated,
  oidc_email_unverified: failedPrecondition,
};

/** The use case's result, or the gRPC status its refusal stands for; anything else stays INTERNAL (and logged). */
export const answering = answeringWith((error) =>
  error instanceof AccountError ? STATUS_OF[error.kind](error.message) : undefined,
);
