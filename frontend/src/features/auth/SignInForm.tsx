import { signInSchema, type SignInInput } from '@api';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ApiError, errorMessage } from '../../app/api-client';
import { notifyError } from '../../components/notify';
import { signIn } from './auth-api';
import { passwordToggleProps } from './password-toggle';
import { ResendVerificationButton } from './ResendVerificationButton';
import { useSetCurrentUser } from './use-current-user';

// The BFF answers 409 when the password is right but the e-mail address is not verified yet.
function isUnverified(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}

export function SignInForm() {
  const navigate = useNavigate();
  const setCurrentUser = useSetCurrentUser();
  // The address of a sign-in refused as unverified, offered a new verification link.
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  // Validated on submit only (the spec), so nothing turns red while the user is still typing.
  const form = useForm<SignInInput>({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(signInSchema, { sync: true }),
  });
  const mutation = useMutation({
    mutationFn: signIn,
    onMutate: () => setUnverifiedEmail(null),
    onSuccess: (user) => {
      setCurrentUser(user);
      navigate('/', { replace: true });
    },
    onError: (error, values) => {
      if (error instanceof ApiError) form.setErrors(error.fields);
      if (isUnverified(error)) setUnverifiedEmail(values.email.trim());
      notifyError(errorMessage(error));
    },
  });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          withAsterisk
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          withAsterisk
          visibilityToggleButtonProps={passwordToggleProps}
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end" mt={-8}>
          <Anchor component={Link} to="/auth/reset-password" size="sm">
            Forgot Password?
          </Anchor>
        </Group>
        {unverifiedEmail && (
          <Alert color="yellow" title="Your email is not verified yet">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">Open the link we emailed you, or get a new one.</Text>
              <ResendVerificationButton email={unverifiedEmail} />
            </Stack>
          </Alert>
        )}
        <Button type="submit" fullWidth loading={mutation.isPending}>
          Login
        </Button>
      </Stack>
    </form>
  );
}
