import { Anchor, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { ApiError, errorMessage } from '../../app/api-client';
import { notifyError, notifySuccess } from '../../components/notify';
import { setUpPassword } from './auth-api';
import { AuthCard } from './AuthCard';
import { NewPasswordForm } from './NewPasswordForm';
import { CURRENT_USER_KEY, useCurrentUser } from './use-current-user';

export const PASSWORD_SET = 'Your password has been set. You can now also log in with your email.';

/** For a signed-in account created through Google, which has no password yet. */
export function SetupPasswordPage() {
  const { data: user } = useCurrentUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: setUpPassword,
    onSuccess: () => {
      notifySuccess(PASSWORD_SET, 'Password set');
      navigate('/settings', { replace: true });
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
    onError: (error) => notifyError(errorMessage(error)),
  });

  return (
    <AuthCard title="Set up a password">
      {user?.has_password && !mutation.isSuccess ? (
        <Stack align="center" gap="md" ta="center">
          <Text>Your account already has a password.</Text>
          <Anchor component={Link} to="/auth/reset-password">
            Forgot it? Reset your password
          </Anchor>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text c="dimmed" size="sm">
            You signed up with Google. Add a password to also log in with {user?.email ?? 'your email'}.
          </Text>
          <NewPasswordForm
            submitLabel="Set password"
            pending={mutation.isPending}
            onSubmit={(password) => mutation.mutate(password)}
            serverErrors={mutation.error instanceof ApiError ? mutation.error.fields : undefined}
          />
        </Stack>
      )}
    </AuthCard>
  );
}
