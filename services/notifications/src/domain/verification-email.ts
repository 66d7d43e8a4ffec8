import type { RenderedEmail } from './email';
import { greetingFor, renderEmail } from './email-layout';

export const VERIFICATION_SUBJECT = 'Verify your Homeward email';

export interface VerificationEmailInput {
  /** May be empty: the name is optional at sign-up. */
  fullName: string;
  link: string;
  /** True when the user asked for the e-mail again (user.verification_requested) rather than just signed up. */
  resent?: boolean;
}

export function renderVerificationEmail(input: VerificationEmailInput): RenderedEmail {
  return renderEmail({
    subject: VERIFICATION_SUBJECT,
    preview: 'Confirm your e-mail address to finish setting up your Homeward account.',
    greeting: greetingFor(input.fullName),
    paragraphs: input.resent
      ? [
          'Here is the new verification link you asked for.',
          'Please confirm your e-mail address to finish setting up your Homeward account.',
        ]
      : ['Welcome to Homeward! Please confirm your e-mail address to finish setting up your account.'],
    action: { label: 'Verify my email', url: input.link },
    notes: [
      'The link can be used once and expires soon.',
      'If you did not create a Homeward account, you can ignore this e-mail and nothing will happen.',
    ],
    reason: 'You received this e-mail because this address was used to create a Homeward account.',
  });
}
