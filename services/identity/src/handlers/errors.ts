import { failedPrecondition, notFound, unauthenticated, type RpcError } from '@homeward/kit';
import { AccountError, type AccountErrorKind } from '../domain/errors';

// The statuses the BFF expects (bff/test/support/downstream.ts): a wrong password or a dead session is
// UNAUTHENTICATED (401), an unverified account or a spent link FAILED_PRECONDITION (409).
const STATUS_OF: Record<AccountErrorKind, (message: string) => RpcError> = {
  invalid_credentials: unauthenticated,
  session_invalid: unauthenticated,
  unknown_session: unauthenticated,
  email_not_verified: failedPrecondition,
  verification_failed: failedPrecondition,
  user_not_found: notFound,
};

/** Domain refusals become their status; anything else is rethrown for the kit to log and answer INTERNAL. */
export function toRpcError(error: unknown): unknown {
  if (error instanceof AccountError) return STATUS_OF[error.kind](error.message);
  return error;
}
