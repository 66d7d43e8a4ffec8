import { PASSWORD_HINT, newPasswordSchema, type NewPasswordInput } from '@api';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { passwordToggleProps } from './password-toggle';

interface NewPasswordFormProps {
  submitLabel: string;
  pending: boolean;
  onSubmit: (password: string) => void;
  /** Field messages from the server, e.g. a rule the BFF refused. */
  serverErrors?: Record<string, string>;
}

/** A new password under the sign-up rules, validated as the user types (like sign-up). */
export function NewPasswordForm({ submitLabel, pending, onSubmit, serverErrors }: NewPasswordFormProps) {
  const form = useForm<NewPasswordInput>({
    mode: 'controlled',
    initialValues: { password: '' },
    validate: schemaResolver(newPasswordSchema, { sync: true }),
    validateInputOnChange: true,
  });
  const passwordError = form.errors.password ?? serverErrors?.password;

  return (
    <form noValidate onSubmit={form.onSubmit((values) => onSubmit(values.password))}>
      <Stack gap="md">
        <PasswordInput
          label="New password"
          description={PASSWORD_HINT}
          autoComplete="new-password"
          withAsterisk
          visibilityToggleButtonProps={passwordToggleProps}
          {...form.getInputProps('password')}
          error={passwordError}
        />
        <Button type="submit" fullWidth loading={pending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
