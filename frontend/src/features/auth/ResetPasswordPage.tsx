import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { emailOnlySchema, type EmailOnlyInput } from '@api';
import { ApiError, errorMessage } from '../../app/api-client';
import { notifyError } from '../../components/notify';
import { requestPasswordReset } from './auth-api';
import { AuthCard } from './AuthCard';

// Worded so it is true whether or not the address has an account: the page must not reveal which it is.
export const RESET_LINK_SENT =
  "If an account exists for that email, we've sent a link to reset your password.";

export function ResetPasswordPage() {
  const form = useForm<EmailOnlyInput>({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: schemaResolver(emailOnlySchema, { sync: true }),
  });
  const mutation = useMutation({
    mutationFn: (values: EmailOnlyInput) => requestPasswordReset(values.email.trim()),
    onError: (error) => {
      if (error instanceof ApiError) form.setErrors(error.fields);
      notifyError(errorMessage(error));
    },
  });

  return (
    <AuthCard title="Reset your password">
      {mutation.isSuccess ? (
        <Stack align="center" gap="md" ta="center">
          <Text role="status">{RESET_LINK_SENT}</Text>
          <Anchor component={Link} to="/auth/sign-in">
            Back to login
          </Anchor>
        </Stack>
      ) : (
        <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
          <Stack gap="md">
            <Text c="dimmed" size="sm">
              Enter the email you signed up with and we&apos;ll send you a link to choose a new password.
            </Text>
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              withAsterisk
              {...form.getInputProps('email')}
            />
            <Button type="submit" fullWidth loading={mutation.isPending}>
              Send reset link
            </Button>
            <Anchor component={Link} to="/auth/sign-in" ta="center" size="sm">
              Back to login
            </Anchor>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
