import { notifyError, notifySuccess } from '../../components/notify';
import { useQueryNotice } from '../../components/use-query-notice';

export const EMAIL_RESTORED =
  'Your account uses this email address again and every device was signed out. Sign in, then choose a new password if someone else knew it.';
export const EMAIL_UNDO_INVALID = 'This link is invalid or has expired.';

const UNDO_KEYS = ['email_restored', 'email_undo'] as const;

// The link sent to the old address after an e-mail change lands here (BFF /api/auth/undo-email-change).
export function useEmailUndoNotice(): void {
  useQueryNotice(UNDO_KEYS, (params) => {
    if (params.get('email_restored') === '1')
      return () => notifySuccess(EMAIL_RESTORED, 'Email change undone');
    if (params.get('email_undo') === 'invalid') return () => notifyError(EMAIL_UNDO_INVALID);
    return undefined;
  });
}
