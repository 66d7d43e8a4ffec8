// Sign-in through any configured OpenID Connect provider (Keycloak, another company's SSO, Google too): the SPA
// shows one button per entry of /api/auth/providers, each a full-page link to /api/auth/oidc/{provider}/start.
import { z } from 'zod';
import { nextPathSchema } from './google';

export const OIDC_FAILED_PATH = '/auth/sign-in?error=oidc';

export const signInProvidersSchema = z.object({
  providers: z.array(
    z.object({
      // In /api/auth/oidc/{provider}/start.
      id: z.string(),
      // For the button: "Continue with <display_name>".
      display_name: z.string(),
    }),
  ),
});
export type SignInProviders = z.infer<typeof signInProvidersSchema>;

/** A provider id as identity allows them; any other cannot be configured. */
export const oidcProviderParamsSchema = z.object({
  provider: z.string().regex(/^[a-z][a-z0-9-]{0,31}$/, 'Unknown sign-in provider'),
});

export const oidcStartQuerySchema = z.object({ next: nextPathSchema });

/**
 * What the provider sends back; a denied consent arrives with `error` and without a code, so both are optional here
 * and their absence is a failed sign-in (a redirect to the sign-in page), not an error page.
 */
const callbackText = (max: number) => z.string().min(1).max(max).optional().catch(undefined);
export const oidcCallbackQuerySchema = z.object({ code: callbackText(2048), state: callbackText(512) });
