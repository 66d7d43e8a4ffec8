import type { RenderedEmail } from './email';
import { greetingFor, renderEmail, SUPPORT_ADDRESS } from './email-layout';

export const ACCOUNT_DELETED_SUBJECT = 'Your Homeward account was deleted';

/** The last e-mail to the owner of a deleted account: what went, and that nothing of it is left to sign in to. */
export function renderAccountDeletedEmail(input: { fullName: string }): RenderedEmail {
  return renderEmail({
    subject: ACCOUNT_DELETED_SUBJECT,
    preview: 'Your Homeward account and everything in it were deleted.',
    greeting: greetingFor(input.fullName),
    paragraphs: [
      'Your Homeward account was deleted, as you asked.',
      'Your properties, offer letters, purchase agreements, objections, inspection reports and their files, tours and notices were deleted with it, and you can no longer sign in.',
      'This is the last e-mail we send to this address about the account. We do not keep the address.',
    ],
    notes: [
      `If you did not delete your account, write to ${SUPPORT_ADDRESS} at once.`,
      'You are welcome to make a new account at any time.',
    ],
    reason: 'You received this e-mail because the Homeward account with this address was deleted.',
  });
}
