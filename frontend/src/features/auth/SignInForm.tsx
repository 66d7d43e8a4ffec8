import { signInSchema, type SignInInput } from '@api';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ApiError, errorMessage } from '../../app/api-client';
import { notifyError } from '../../components/notify';
import { signIn } from './auth-api';
import { passwordToggleProps } from './password-toggle';
import { useSetCurrentUser } from './use-current-user';

export function SignInForm() {
  const navigate = useNavigate();
  const setCurrentUser = useSetCurrentUser();
  // Validated on submit only (the spec), so nothing turns red while the user is still typing.
  const form = useForm<SignInInput>({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(signInSchema, { sync: true }),
  });
  const mutation = useMutation({
    mutationFn: signIn,
    onSuccess: (user) => {
      setCurrentUser(user);
      navigate('/', { replace: true });
    },
    onError: (error) => {
      if (error instanceof ApiError) form.setErrors(error.fields);
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
        <Button type="submit" fullWidth loading={mutation.isPending}>
          Login
        </Button>
      </Stack>
    </form>
  );
}
