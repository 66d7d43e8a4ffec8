import { PHONE_MASK, splitFullName, updateProfileSchema, type User } from '@api';
import { Alert, Anchor, Button, Container, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ApiError, errorMessage } from '../../app/api-client';
import { notifyError, notifySuccess } from '../../components/notify';
import { useQueryNotice } from '../../components/use-query-notice';
import { CURRENT_USER_KEY, useCurrentUser, useSetCurrentUser } from '../auth/use-current-user';
import { maskUsPhone } from './phone-mask';
import { updateProfile } from './settings-api';

export const SETTINGS_SAVED = 'Your settings have been saved.';
export const EMAIL_CONFIRMED = 'Your new email address is confirmed.';
export const EMAIL_LINK_INVALID = 'This confirmation link is invalid or has expired.';

export const confirmationSentTo = (email: string) => `We've sent a confirmation link to ${email}`;

interface SettingsValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
}

function formValuesOf(user: User): SettingsValues {
  return { ...splitFullName(user.full_name), email: user.email, phone: maskUsPhone(user.phone) };
}

function trimmed(values: SettingsValues): SettingsValues {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
  };
}

const EMAIL_NOTICE_KEYS = ['email'] as const;

// The e-mail change confirmation link (BFF) lands here with ?email=confirmed or ?email=invalid.
function useEmailChangeNotice(): void {
  const queryClient = useQueryClient();
  useQueryNotice(EMAIL_NOTICE_KEYS, (params) => {
    const outcome = params.get('email');
    if (outcome === 'confirmed')
      return () => {
        notifySuccess(EMAIL_CONFIRMED, 'Email confirmed');
        void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      };
    if (outcome === 'invalid') return () => notifyError(EMAIL_LINK_INVALID);
    return undefined;
  });
}

export function SettingsPage() {
  const { data: user } = useCurrentUser();
  useEmailChangeNotice();
  // RequireAuth only renders this page once the user is known.
  if (!user) return null;
  // A confirmed new address remounts the form with it; a save keeps the same key (the address changes later).
  return <SettingsForm key={`${user.id}:${user.email}`} user={user} />;
}

function SettingsForm({ user }: { user: User }) {
  const setCurrentUser = useSetCurrentUser();
  const form = useForm<SettingsValues>({
    mode: 'controlled',
    initialValues: formValuesOf(user),
    validate: schemaResolver(updateProfileSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const mutation = useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user: saved, emailConfirmationSent }, sent) => {
      setCurrentUser(saved);
      // The address on file stays the old one until the new one is confirmed; the field shows what is on file.
      form.setValues(formValuesOf(saved));
      form.resetDirty(formValuesOf(saved));
      notifySuccess(SETTINGS_SAVED);
      if (emailConfirmationSent) notifySuccess(confirmationSentTo(sent.email), 'Confirm your new email');
    },
    onError: (error) => {
      if (error instanceof ApiError) form.setErrors(error.fields);
      notifyError(errorMessage(error));
    },
  });
  const phone = form.getInputProps('phone');

  return (
    <Container size={560} py="xl">
      <Title order={1} mb="lg">
        Settings
      </Title>
      <Paper withBorder p="xl" radius="md">
        <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(trimmed(values)))}>
          <Stack gap="md">
            {user.pending_email && (
              <Alert color="blue" title="Confirm your new email">
                {confirmationSentTo(user.pending_email)}. Your email stays {user.email} until you open it.
              </Alert>
            )}
            <Group grow align="flex-start">
              <TextInput label="First name" autoComplete="given-name" {...form.getInputProps('first_name')} />
              <TextInput label="Last name" autoComplete="family-name" {...form.getInputProps('last_name')} />
            </Group>
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              withAsterisk
              {...form.getInputProps('email')}
            />
            <TextInput
              label="Phone"
              type="tel"
              autoComplete="tel-national"
              inputMode="tel"
              placeholder={PHONE_MASK}
              withAsterisk
              {...phone}
              onChange={(event) => form.setFieldValue('phone', maskUsPhone(event.currentTarget.value))}
            />
            <Group justify="space-between">
              {user.has_password ? (
                <span />
              ) : (
                <Anchor component={Link} to="/auth/setup-password" size="sm">
                  Set up a password
                </Anchor>
              )}
              <Button type="submit" loading={mutation.isPending}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
