import { Anchor, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { useLinkToken } from '../../components/use-link-token';
import { INVALID_LINK_MESSAGE } from '@api';
import { ApiError, errorMessage } from '../../app/api-client';
import { notifyError, notifySuccess } from '../../components/notify';
import { updatePassword } from './auth-api';
import { AuthCard } from './AuthCard';
import { NewPasswordForm } from './NewPasswordForm';
import { CURRENT_USER_KEY } from './use-current-user';

export const PASSWORD_UPDATED = 'Your password has been updated. You can now log in.';

// Identity refuses a bad, expired or used link as a violation on the `token` field.
function isInvalidLink(error: unknown): boolean {
  return error instanceof ApiError && error.fields.token !== undefined;
}

function InvalidLink() {
  return (
    <Stack align="center" gap="md" ta="center">
      <Text role="alert">{INVALID_LINK_MESSAGE}</Text>
      <Anchor component={Link} to="/auth/reset-password">
        Request a new link
      </Anchor>
    </Stack>
  );
}

/** Where the password-reset e-mail's link lands, with `#token=`. */
export function UpdatePasswordPage() {
  const token = useLinkToken();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (password: string) => updatePassword(token, password),
    onSuccess: async () => {
      notifySuccess(PASSWORD_UPDATED, 'Password updated');
      // A password change signs the account out everywhere, this browser included.
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      navigate('/auth/sign-in', { replace: true });
    },
    onError: (error) => {
      if (!isInvalidLink(error)) notifyError(errorMessage(error));
    },
  });
  const serverErrors = mutation.error instanceof ApiError ? mutation.error.fields : undefined;

  return (
    <AuthCard title="Choose a new password">
      {!token || isInvalidLink(mutation.error) ? (
        <InvalidLink />
      ) : (
        <NewPasswordForm
          submitLabel="Update password"
          pending={mutation.isPending}
          onSubmit={(password) => mutation.mutate(password)}
          serverErrors={serverErrors}
        />
      )}
    </AuthCard>
  );
}
