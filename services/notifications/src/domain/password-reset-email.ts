import type { RenderedEmail } from './email';
import { greetingFor, renderEmail } from './email-layout';

export const PASSWORD_RESET_SUBJECT = 'Reset your Homeward password';

export interface PasswordResetEmailInput {
  fullName: string;
  link: string;
}

export function renderPasswordResetEmail(input: PasswordResetEmailInput): RenderedEmail {
  return renderEmail({
    subject: PASSWORD_RESET_SUBJECT,
    preview: 'Choose a new password for your Homeward account. The link expires in 1 hour.',
    greeting: greetingFor(input.fullName),
    paragraphs: ['We received a request to reset the password of your Homeward account.'],
    action: { label: 'Choose a new password', url: input.link },
    notes: [
      'The link can be used once and expires in 1 hour.',
      'If you did not ask to reset your password, you can ignore this e-mail: your password stays as it is.',
    ],
    reason: 'You received this e-mail because a password reset was requested for this address on Homeward.',
  });
}
