// Sign-in methods and the Google (OpenID Connect) round trip. The SPA shows the Google button only when
// `google_enabled`, and its /auth/callback page must check `next` with `isSafeNextPath` before navigating to it.
import { z } from 'zod';
import { DEFAULT_NEXT_PATH, isSafeNextPath } from './next-path';

export { DEFAULT_NEXT_PATH, isSafeNextPath };

export const authOptionsSchema = z.object({ google_enabled: z.boolean() });
export type AuthOptions = z.infer<typeof authOptionsSchema>;

export const GOOGLE_FAILED_PATH = '/auth/sign-in?error=google';

/** `next` of a browser link: an unsafe or missing one becomes `/` instead of an error page. */
export const nextPathSchema = z
  .string()
  .optional()
  .catch(undefined)
  .transform((value) => (value !== undefined && isSafeNextPath(value) ? value : DEFAULT_NEXT_PATH));

export const googleStartQuerySchema = z.object({ next: nextPathSchema });

/** What Google sends back to /api/auth/callback; a denied consent arrives without a code. */
export const googleCallbackQuerySchema = z.object({
  code: z.string().min(1).max(2048),
  state: z.string().min(1).max(512),
});

/** The SPA page that finishes sign-in and goes on to `next`. */
export function callbackLandingPath(next: string): string {
  return `/auth/callback?next=${encodeURIComponent(isSafeNextPath(next) ? next : DEFAULT_NEXT_PATH)}`;
}
