import type { RenderedEmail } from './email';
import { greetingFor, renderEmail, SUPPORT_ADDRESS } from './email-layout';

export const PASSWORD_CHANGED_SUBJECT = 'Your Homeward password was changed';

export interface PasswordChangedEmailInput {
  fullName: string;
  /** The forgot-password page: carries no token, so the notice grants nothing to whoever reads it. */
  resetPageLink: string;
}

export function renderPasswordChangedEmail(input: PasswordChangedEmailInput): RenderedEmail {
  return renderEmail({
    subject: PASSWORD_CHANGED_SUBJECT,
    preview: 'The password of your Homeward account was just changed.',
    greeting: greetingFor(input.fullName),
    paragraphs: [
      'The password of your Homeward account was just changed.',
      'If it was you, there is nothing else to do.',
      'If it was not you, reset your password now to lock anyone else out of your account.',
    ],
    action: { label: 'Reset my password', url: input.resetPageLink },
    notes: [`If you need help securing your account, write to ${SUPPORT_ADDRESS}.`],
    reason:
      'You received this e-mail because the password of the Homeward account with this address changed.',
  });
}
