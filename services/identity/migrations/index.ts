import { outboxMigrations, type Migration } from '@homeward/kit';
import { createUsers } from './001-users';
import { createCredentials } from './002-credentials';
import { createEmailVerificationTokens } from './003-email-verification-tokens';
import { createRefreshTokens } from './004-refresh-tokens';
import { createSigningKeys } from './005-signing-keys';
import { addPendingEmail } from './006-pending-email';
import { createPasswordResetTokens } from './007-password-reset-tokens';
import { createEmailChangeTokens } from './008-email-change-tokens';
import { createSignInFailures } from './009-sign-in-failures';
import { createOidcLoginAttempts } from './010-oidc-login-attempts';
import { addGuidedTour } from './011-guided-tour';
import { addSessionEpochs } from './012-session-epochs';
import { addEmailChangeSession } from './013-email-change-session';
import { createEmailUndoTokens } from './014-email-undo-tokens';
import { createClientRequestCounts } from './015-client-request-counts';
import { addOidcAttemptProvider } from './016-oidc-attempt-provider';
import { addSessionStartedAt } from './017-session-started-at';
import { addAvatarUrl } from './018-avatar-url';
import { createDeletedAccounts } from './019-deleted-accounts';
import { createDataExports } from './020-data-exports';

// Ordered; a migration once shipped is never edited, a change is a new entry. Each keeps the name it shipped
// under: the database records which names have run.
export const migrations: readonly Migration[] = [
  ...outboxMigrations,
  createUsers,
  createCredentials,
  createEmailVerificationTokens,
  createRefreshTokens,
  createSigningKeys,
  addPendingEmail,
  createPasswordResetTokens,
  createEmailChangeTokens,
  createSignInFailures,
  createOidcLoginAttempts,
  addGuidedTour,
  addSessionEpochs,
  addEmailChangeSession,
  createEmailUndoTokens,
  createClientRequestCounts,
  addOidcAttemptProvider,
  addSessionStartedAt,
  addAvatarUrl,
  createDeletedAccounts,
  createDataExports,
];
