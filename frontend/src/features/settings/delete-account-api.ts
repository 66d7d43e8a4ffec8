import type { DeleteAccountInput } from '@api';
import { z } from 'zod';
import { apiFetch } from '../../app/api-client';

export async function deleteAccount(confirmation: DeleteAccountInput): Promise<void> {
  // 204: no body to read; the BFF cleared the session cookie.
  await apiFetch('/api/me', { method: 'DELETE', body: { json: confirmation }, schema: z.unknown() });
}

/** Where the browser goes once the account is gone: the sign-in page, which says so. */
export const AFTER_DELETION_PATH = '/auth/sign-in?account_deleted=1';

/** A full page load: nothing of the deleted account stays in the page's memory (cached queries, the user). */
export function leaveAfterDeletion(): void {
  window.location.assign(AFTER_DELETION_PATH);
}
