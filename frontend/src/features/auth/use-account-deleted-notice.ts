import { notifySuccess } from '../../components/notify';
import { useQueryNotice } from '../../components/use-query-notice';

export const ACCOUNT_DELETED =
  'Your account and everything in it were deleted, and you were signed out everywhere. We sent a last email to confirm it.';

const DELETED_KEYS = ['account_deleted'] as const;

// Settings' "Delete account" lands here with ?account_deleted=1 once the account is gone.
export function useAccountDeletedNotice(): void {
  useQueryNotice(DELETED_KEYS, (params) =>
    params.get('account_deleted') === '1'
      ? () => notifySuccess(ACCOUNT_DELETED, 'Account deleted')
      : undefined,
  );
}
