import type { RenderedEmail } from './email';
import { greetingFor, renderEmail } from './email-layout';

export const EMAIL_CHANGE_SUBJECT = 'Confirm your new email address';

export interface EmailChangeEmailInput {
  fullName: string;
  /** The address being confirmed: the one this e-mail is sent to. */
  newEmail: string;
  link: string;
}

export function renderEmailChangeEmail(input: EmailChangeEmailInput): RenderedEmail {
  return renderEmail({
    subject: EMAIL_CHANGE_SUBJECT,
    preview: 'Confirm this address to use it for your Homeward account.',
    greeting: greetingFor(input.fullName),
    paragraphs: [
      `You asked to use ${input.newEmail} for your Homeward account.`,
      'Please confirm this address; until you do, your account keeps using the previous one.',
    ],
    action: { label: 'Confirm my new email', url: input.link },
    notes: [
      'The link can be used once and expires soon.',
      'If you did not ask for this change, you can ignore this e-mail and nothing will happen.',
    ],
    reason:
      'You received this e-mail because this address was entered in the settings of a Homeward account.',
  });
}
