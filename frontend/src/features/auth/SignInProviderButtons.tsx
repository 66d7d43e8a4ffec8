import { Button, Divider, Stack } from '@mantine/core';
import { IconBrandGoogle, IconKey } from '@tabler/icons-react';
import { useSearchParams } from 'react-router-dom';
import { safeNextPath } from './safe-next';
import { useSignInProviders } from './use-auth-options';

/**
 * One button per provider the BFF says is configured ("Continue with Google", "Continue with Keycloak", ...); a
 * failed providers call simply shows none. Each is a full page navigation: the BFF answers with a redirect to the
 * provider, which fetch() could not follow, and the tokens stay at the BFF (no keycloak-js or other client library
 * here: docs/deploy.md, "Sign-in providers (OIDC)").
 */
export function SignInProviderButtons() {
  const { data } = useSignInProviders();
  const [params] = useSearchParams();
  if (!data || data.providers.length === 0) return null;
  const query = new URLSearchParams({ next: safeNextPath(params.get('next')) });
  return (
    <>
      <Divider label="or" labelPosition="center" my="md" />
      <Stack gap="xs">
        {data.providers.map((provider) => (
          <Button
            key={provider.id}
            component="a"
            // Google keeps the route the spec names; the others share the generic one.
            href={
              provider.id === 'google'
                ? `/api/auth/google?${query}`
                : `/api/auth/oidc/${encodeURIComponent(provider.id)}/start?${query}`
            }
            variant="default"
            fullWidth
            leftSection={provider.id === 'google' ? <IconBrandGoogle size={18} /> : <IconKey size={18} />}
          >
            Continue with {provider.display_name}
          </Button>
        ))}
      </Stack>
    </>
  );
}
