import { PHONE_MASK, splitFullName, updateProfileSchema, type UpdateProfileInput, type User } from '@api';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  PasswordInput,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ApiError, errorMessage } from '../../app/api-client';
import { notifyError, notifySuccess } from '../../components/notify';
import { useQueryNotice } from '../../components/use-query-notice';
import { CURRENT_USER_KEY, useCurrentUser, useSetCurrentUser } from '../auth/use-current-user';
import { DataExportSection } from './DataExportSection';
import { DeleteAccountSection } from './DeleteAccountSection';
import { maskUsPhone } from './phone-mask';
import { updateProfile } from './settings-api';

export const SETTINGS_SAVED = 'Your settings have been saved.';
export const EMAIL_CONFIRMED = 'Your new email address is confirmed.';
export const EMAIL_LINK_INVALID = 'This confirmation link is invalid or has expired.';

// identity's words, so the form and the server say the same
export const CURRENT_PASSWORD_REQUIRED = 'Enter your current password to change your email.';

export const confirmationSentTo = (email: string) => `We've sent a confirmation link to ${email}`;

interface SettingsValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  /** Asked for only when the e-mail changes (and the account has a password): see `asksCurrentPassword`. */
  current_password: string;
}

function formValuesOf(user: User): SettingsValues {
  return {
    ...splitFullName(user.full_name),
    email: user.email,
    phone: maskUsPhone(user.phone),
    current_password: '',
  };
}

/**
 * Moving the account to another inbox takes the current password, so someone at an unlocked screen cannot do it.
 * An account made through Google has none to give (identity does not ask it either).
 */
function asksCurrentPassword(user: User, email: string): boolean {
  return user.has_password && email.trim().toLowerCase() !== user.email.toLowerCase();
}

function trimmed(user: User, values: SettingsValues): UpdateProfileInput {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    ...(asksCurrentPassword(user, values.email) ? { current_password: values.current_password } : {}),
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

const checkProfile = schemaResolver(updateProfileSchema, { sync: true });

function SettingsForm({ user }: { user: User }) {
  const setCurrentUser = useSetCurrentUser();
  const form = useForm<SettingsValues>({
    mode: 'controlled',
    initialValues: formValuesOf(user),
    validate: (values) => ({
      ...checkProfile(values),
      ...(asksCurrentPassword(user, values.email) && !values.current_password
        ? { current_password: CURRENT_PASSWORD_REQUIRED }
        : {}),
    }),
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
        <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(trimmed(user, values)))}>
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
            {asksCurrentPassword(user, form.values.email) && (
              <PasswordInput
                label="Current password"
                description="Needed to change your email address"
                autoComplete="current-password"
                withAsterisk
                {...form.getInputProps('current_password')}
              />
            )}
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
      <DataExportSection />
      <DeleteAccountSection user={user} />
    </Container>
  );
}
