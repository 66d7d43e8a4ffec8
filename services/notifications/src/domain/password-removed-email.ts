import type { RenderedEmail } from './email';
import { greetingFor, renderEmail, SUPPORT_ADDRESS } from './email-layout';

export interface PasswordRemovedEmailInput {
  fullName: string;
  /** The provider's name as its sign-in button shows it ("Google"). */
  providerName: string;
  /** The forgot-password page: carries no token, so the notice grants nothing to whoever reads it. */
  resetPageLink: string;
}

export const passwordRemovedSubject = (providerName: string) =>
  `Your Homeward password was removed after a sign-in with ${providerName}`;

/**
 * After a sign-in through a provider into an account that had a password: identity linked the provider and ended
 * the password and every session (account pre-hijacking, issue 25). The owner learns it here, and what to do if the
 * sign-in was not theirs: whoever holds the provider's account for this address can sign in again, so that account
 * is secured first.
 */
export function renderPasswordRemovedEmail(input: PasswordRemovedEmailInput): RenderedEmail {
  const provider = input.providerName.trim() || 'another provider';
  return renderEmail({
    subject: passwordRemovedSubject(provider),
    preview: `Someone signed in to your Homeward account with ${provider}, so its password was removed.`,
    greeting: greetingFor(input.fullName),
    paragraphs: [
      `Someone just signed in to your Homeward account with ${provider}, using this email address. ` +
        `${provider} sign-in is now linked to your account.`,
      'To keep your account safe, its password was removed and everyone who was signed in was signed out.',
      `If it was you, there is nothing else to do. You can keep signing in with ${provider}, or set a new ` +
        'password in Settings.',
      `If it was not you, someone can sign in to the ${provider} account of this email address. Secure that ` +
        `${provider} account first (change its password), then reset your Homeward password.`,
    ],
    action: { label: 'Reset my password', url: input.resetPageLink },
    notes: [`If you need help securing your account, write to ${SUPPORT_ADDRESS}.`],
    reason: `You received this e-mail because someone signed in with ${provider} to the Homeward account with this address.`,
  });
}
