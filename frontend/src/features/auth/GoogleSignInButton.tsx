import { Button, Divider } from '@mantine/core';
import { IconBrandGoogle } from '@tabler/icons-react';
import { useSearchParams } from 'react-router-dom';
import { safeNextPath } from './safe-next';
import { useAuthOptions } from './use-auth-options';

/** Shown only when the BFF says Google is configured; a failed options call simply hides it. */
export function GoogleSignInButton() {
  const { data } = useAuthOptions();
  const [params] = useSearchParams();
  if (!data?.google_enabled) return null;
  const next = safeNextPath(params.get('next'));
  // A full page navigation: the BFF answers with a redirect to Google, which fetch() could not follow.
  return (
    <>
      <Divider label="or" labelPosition="center" my="md" />
      <Button
        component="a"
        href={`/api/auth/google?${new URLSearchParams({ next })}`}
        variant="default"
        fullWidth
        leftSection={<IconBrandGoogle size={18} />}
      >
        Continue with Google
      </Button>
    </>
  );
}
