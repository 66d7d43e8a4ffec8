import { okResponseSchema } from '@api';
import { apiFetch } from '../../app/api-client';

/** The three e-mailed links whose pages post their token: verification, e-mail change, its undo. */
export type EmailLinkKind = 'verify' | 'confirm' | 'undo';

const ENDPOINT: Record<EmailLinkKind, string> = {
  verify: '/api/auth/verify',
  confirm: '/api/auth/confirm-email',
  undo: '/api/auth/undo-email-change',
};

/** The token goes in the body of a POST with the CSRF header, never in a GET a mail scanner could follow. */
export async function postEmailLink(kind: EmailLinkKind, token: string): Promise<void> {
  await apiFetch(ENDPOINT[kind], { body: { json: { token } }, schema: okResponseSchema });
}
