import { notifyError, notifySuccess } from '../../components/notify';
import { useQueryNotice } from '../../components/use-query-notice';

export const GOOGLE_SIGN_IN_FAILED = 'We could not sign you in with Google. Please try again.';

const VERIFY_KEYS = ['verified', 'verify_error'] as const;
const GOOGLE_KEYS = ['error'] as const;

// The BFF's e-mail verification link lands here with ?verified=1 or ?verify_error=1.
export function useVerifyEmailNotice(): void {
  useQueryNotice(VERIFY_KEYS, (params) => {
    if (params.get('verified') === '1')
      return () => notifySuccess('Your email has been verified. You can now log in.', 'Email verified');
    if (params.get('verify_error') === '1')
      return () => notifyError('This verification link is invalid or has expired.');
    return undefined;
  });
}

// The BFF's Google callback sends a failed sign-in back here with ?error=google.
export function useGoogleErrorNotice(): void {
  useQueryNotice(GOOGLE_KEYS, (params) =>
    params.get('error') === 'google' ? () => notifyError(GOOGLE_SIGN_IN_FAILED) : undefined,
  );
}
