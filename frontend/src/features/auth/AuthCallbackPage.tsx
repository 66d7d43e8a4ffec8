import { Center, Loader } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { notifyError } from '../../components/notify';
import { errorMessage } from '../../app/api-client';
import { safeNextPath } from './safe-next';
import { currentUserQuery } from './use-current-user';

// The BFF set the session cookie before redirecting here; the cached "nobody signed in" must be replaced first,
// or the guard of the next page would send the user straight back to sign-in.
export function AuthCallbackPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    queryClient
      .fetchQuery({ ...currentUserQuery, staleTime: 0 })
      .then((user) => navigate(user ? next : '/auth/sign-in', { replace: true }))
      .catch((error: unknown) => {
        notifyError(errorMessage(error));
        navigate('/auth/sign-in', { replace: true });
      });
  }, [queryClient, navigate, next]);

  return (
    <Center h="60vh">
      <Loader aria-label="Signing you in" />
    </Center>
  );
}
