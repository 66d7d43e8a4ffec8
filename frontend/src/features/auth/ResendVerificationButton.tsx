import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../app/api-client';
import { notifyError, notifySuccess } from '../../components/notify';
import { resendVerification } from './auth-api';
import { VERIFICATION_RESENT } from './auth-words';

export { VERIFICATION_RESENT };

export function ResendVerificationButton({ email }: { email: string }) {
  const mutation = useMutation({
    mutationFn: () => resendVerification(email),
    onSuccess: () => notifySuccess(VERIFICATION_RESENT, 'Email sent'),
    onError: (error) => notifyError(errorMessage(error)),
  });
  return (
    <Button variant="light" onClick={() => mutation.mutate()} loading={mutation.isPending}>
      Resend verification email
    </Button>
  );
}
