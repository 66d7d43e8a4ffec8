import { notifyError, notifySuccess } from '../../components/notify';
import { useQueryNotice } from '../../components/use-query-notice';

export const GOOGLE_SIGN_IN_FAILED = 'We could not sign you in with Google. Please try again.';
export const PROVIDER_SIGN_IN_FAILED = 'We could not sign you in with that provider. Please try again.';

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

// The BFF's callbacks send a failed sign-in back here: ?error=google from Google's, ?error=oidc from another's.
export function useGoogleErrorNotice(): void {
  useQueryNotice(GOOGLE_KEYS, (params) => {
    if (params.get('error') === 'google') return () => notifyError(GOOGLE_SIGN_IN_FAILED);
    if (params.get('error') === 'oidc') return () => notifyError(PROVIDER_SIGN_IN_FAILED);
    return undefined;
  });
}
