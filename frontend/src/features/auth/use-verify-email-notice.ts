import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { notifyError, notifySuccess } from '../../components/notify';

// The BFF's e-mail verification link lands here with ?verified=1 or ?verify_error=1.
export function useVerifyEmailNotice(): void {
  const [params, setParams] = useSearchParams();
  const shown = useRef(false);
  const verified = params.get('verified') === '1';
  const failed = params.get('verify_error') === '1';

  useEffect(() => {
    if (shown.current || (!verified && !failed)) return;
    shown.current = true;
    if (verified) notifySuccess('Your email has been verified. You can now log in.', 'Email verified');
    else notifyError('This verification link is invalid or has expired.');
    // Dropped from the address so a reload or a shared link does not repeat the message.
    setParams(
      (current) => {
        current.delete('verified');
        current.delete('verify_error');
        return current;
      },
      { replace: true },
    );
  }, [verified, failed, setParams]);
}
