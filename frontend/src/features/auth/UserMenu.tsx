import { Avatar, Menu, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconLogout, IconSettings } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ApiError, errorMessage } from '../../app/api-client';
import { notifyError } from '../../components/notify';
import { signOut } from './auth-api';
import { initialsOf } from './initials';
import { useCurrentUser } from './use-current-user';

export function UserMenu() {
  const { data: user } = useCurrentUser();
  const logOut = useMutation({
    mutationFn: signOut,
    // A full reload drops every cached query of the old session and sends the browser back through the guard.
    onSuccess: () => window.location.reload(),
    onError: (error) => {
      // A session that has already ended is as signed out as it gets.
      if (error instanceof ApiError && error.isUnauthenticated) window.location.reload();
      else notifyError(errorMessage(error));
    },
  });
  if (!user) return null;

  return (
    <Menu position="bottom-end" width={240} shadow="md">
      <Menu.Target>
        <UnstyledButton>
          {/* The initials are decoration; an aria-label the visible initials are not part of fails WCAG 2.5.3.
              The picture (avatar_url) is on the provider's host: no-referrer keeps the app's address from it. */}
          <Avatar
            color="cyan"
            radius="xl"
            aria-hidden
            src={user.avatar_url}
            alt=""
            imageProps={{ referrerPolicy: 'no-referrer' }}
          >
            {initialsOf(user.full_name, user.email)}
          </Avatar>
          <VisuallyHidden>User menu</VisuallyHidden>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Stack gap={0} px="sm" py="xs">
          <Text fw={600} truncate>
            {user.full_name || user.email}
          </Text>
          <Text size="sm" c="dimmed" truncate>
            {user.email}
          </Text>
        </Stack>
        <Menu.Divider />
        <Menu.Item component={Link} to="/settings" leftSection={<IconSettings size={16} />}>
          Settings
        </Menu.Item>
        <Menu.Item
          leftSection={<IconLogout size={16} />}
          onClick={() => logOut.mutate()}
          disabled={logOut.isPending}
        >
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
