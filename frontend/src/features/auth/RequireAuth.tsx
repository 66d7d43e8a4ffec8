import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { Navigate, Outlet } from 'react-router-dom';
import { errorMessage } from '../../app/api-client';
import { useCurrentUser } from './use-current-user';

export const SIGN_IN_PATH = '/auth/sign-in';

export function RequireAuth() {
  const { data: user, error, isPending, refetch } = useCurrentUser();

  if (isPending) {
    return (
      <Center h="100vh">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  if (error) {
    return (
      <Center h="100vh">
        <Stack align="center">
          <Text>{errorMessage(error)}</Text>
          <Button onClick={() => void refetch()}>Try again</Button>
        </Stack>
      </Center>
    );
  }
  if (!user) return <Navigate to={SIGN_IN_PATH} replace />;
  return <Outlet />;
}
