import { PASSWORD_HINT, signUpSchema } from '@api';
import { Anchor, Button, Checkbox, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ApiError, errorMessage } from '../../app/api-client';
import { notifyError } from '../../components/notify';
import { signUp, type SignUpValues } from './auth-api';
import { passwordToggleProps } from './password-toggle';

export function SignUpForm({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const form = useForm<SignUpValues>({
    mode: 'controlled',
    initialValues: { name: '', email: '', password: '', terms: false },
    validate: schemaResolver(signUpSchema, { sync: true }),
    validateInputOnChange: true,
  });
  const mutation = useMutation({
    mutationFn: signUp,
    onSuccess: (_data, values) => onSignedUp(values.email),
    onError: (error) => {
      if (error instanceof ApiError) form.setErrors(error.fields);
      notifyError(errorMessage(error));
    },
  });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
      <Stack gap="md">
        <TextInput label="Name" autoComplete="name" {...form.getInputProps('name')} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          withAsterisk
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          description={PASSWORD_HINT}
          autoComplete="new-password"
          withAsterisk
          visibilityToggleButtonProps={passwordToggleProps}
          {...form.getInputProps('password')}
        />
        <Checkbox
          label={
            <>
              I accept the{' '}
              <Anchor component={Link} to="/terms" target="_blank" inherit>
                terms and conditions
              </Anchor>
            </>
          }
          {...form.getInputProps('terms', { type: 'checkbox' })}
        />
        <Button type="submit" fullWidth loading={mutation.isPending}>
          Sign Up
        </Button>
      </Stack>
    </form>
  );
}
