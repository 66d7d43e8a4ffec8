// Settings, "Delete account" (issue 25 item 9): says plainly what goes, then asks the current password (or, for an
// account made through Google or another provider, the account's address typed out) before deleting for good.
import type { User } from '@api';
import {
  Alert,
  Button,
  Group,
  List,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../app/api-client';
import { notifyError } from '../../components/notify';
import { deleteAccount, leaveAfterDeletion } from './delete-account-api';

export const DELETE_ACCOUNT_TEXT = {
  title: 'Delete account',
  intro: 'Deleting your account is permanent. It cannot be undone. These are deleted with it:',
  goes: [
    'your properties and everything saved about them',
    'your offer letters, purchase agreements and due-diligence objections, drafts and completed ones, and their reminders',
    'your inspection reports, their findings and the uploaded report files',
    'your tour requests (the tour desk is told that planned tours are cancelled)',
    'your notifications and the emails we keep for you',
  ],
  payments:
    'Payments you made are kept for our accounts and taxes, but no longer linked to you, your email or your properties.',
  email: 'We send one last email to your address to confirm the deletion, and then do not keep the address.',
  open: 'Delete my account…',
  confirm: 'Delete my account for good',
  cancel: 'Keep my account',
  passwordLabel: 'Current password',
  passwordHint: 'Enter your password to confirm.',
  emailLabel: 'Your email address',
  emailHint: (email: string) => `Your account has no password. Type ${email} to confirm.`,
  passwordRequired: 'Enter your current password to delete your account.',
  emailMismatch: "Type your account's email address exactly as it is shown to confirm.",
} as const;

interface ConfirmValues {
  current_password: string;
  confirm_email: string;
}

export function DeleteAccountSection({
  user,
  onDeleted = leaveAfterDeletion,
}: {
  user: User;
  /** What happens once the account is gone (a full load of the sign-in page). */
  onDeleted?: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Paper withBorder p="xl" radius="md" mt="xl" component="section" aria-labelledby="delete-account-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="delete-account-title">
          {DELETE_ACCOUNT_TEXT.title}
        </Title>
        <Text size="sm">{DELETE_ACCOUNT_TEXT.intro}</Text>
        <List size="sm" spacing={4}>
          {DELETE_ACCOUNT_TEXT.goes.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
        <Text size="sm">{DELETE_ACCOUNT_TEXT.payments}</Text>
        <Text size="sm">{DELETE_ACCOUNT_TEXT.email}</Text>
        {open ? (
          <ConfirmDeletion user={user} onDeleted={onDeleted} onCancel={() => setOpen(false)} />
        ) : (
          <Group justify="flex-end">
            <Button color="red" variant="outline" onClick={() => setOpen(true)}>
              {DELETE_ACCOUNT_TEXT.open}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function ConfirmDeletion({
  user,
  onDeleted,
  onCancel,
}: {
  user: User;
  onDeleted: () => void;
  onCancel: () => void;
}) {
  const form = useForm<ConfirmValues>({
    mode: 'controlled',
    initialValues: { current_password: '', confirm_email: '' },
    validate: (values) => {
      if (user.has_password)
        return values.current_password ? {} : { current_password: DELETE_ACCOUNT_TEXT.passwordRequired };
      return values.confirm_email.trim().toLowerCase() === user.email.toLowerCase()
        ? {}
        : { confirm_email: DELETE_ACCOUNT_TEXT.emailMismatch };
    },
  });
  const mutation = useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => onDeleted(),
    onError: (error) => {
      if (error instanceof ApiError) form.setErrors(error.fields);
      notifyError(errorMessage(error));
    },
  });
  const submit = form.onSubmit((values) =>
    mutation.mutate(
      user.has_password
        ? { current_password: values.current_password }
        : { confirm_email: values.confirm_email.trim() },
    ),
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Alert color="red" title="This cannot be undone">
          {user.has_password ? DELETE_ACCOUNT_TEXT.passwordHint : DELETE_ACCOUNT_TEXT.emailHint(user.email)}
        </Alert>
        {user.has_password ? (
          <PasswordInput
            label={DELETE_ACCOUNT_TEXT.passwordLabel}
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('current_password')}
          />
        ) : (
          <TextInput
            label={DELETE_ACCOUNT_TEXT.emailLabel}
            type="email"
            autoComplete="off"
            withAsterisk
            {...form.getInputProps('confirm_email')}
          />
        )}
        <Group justify="space-between">
          <Button variant="default" onClick={onCancel} disabled={mutation.isPending}>
            {DELETE_ACCOUNT_TEXT.cancel}
          </Button>
          <Button type="submit" color="red" loading={mutation.isPending}>
            {DELETE_ACCOUNT_TEXT.confirm}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
