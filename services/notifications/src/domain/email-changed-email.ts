import type { RenderedEmail } from './email';
import { greetingFor, renderEmail } from './email-layout';

export const EMAIL_CHANGED_SUBJECT = 'Your Homeward email address was changed';

export interface EmailChangedEmailInput {
  fullName: string;
  /** The address the account moved to; this e-mail goes to the previous one. */
  newEmail: string;
  /** Moves the account back and signs everyone out. */
  undoLink: string;
}

/** To the OLD address once a change is confirmed: if the owner did not make it, one click takes the account back. */
export function renderEmailChangedEmail(input: EmailChangedEmailInput): RenderedEmail {
  return renderEmail({
    subject: EMAIL_CHANGED_SUBJECT,
    preview: 'If this was not you, you can move your account back to this address.',
    greeting: greetingFor(input.fullName),
    paragraphs: [
      `Your Homeward account now uses ${input.newEmail} instead of this address.`,
      'If you did not make this change, move your account back to this address: every device signed in to it will be signed out. Then choose a new password.',
    ],
    action: { label: 'Undo this change', url: input.undoLink },
    notes: [
      'The link can be used once and expires in 7 days.',
      'If you made this change, you need not do anything.',
    ],
    reason: 'You received this e-mail because this address was the email of a Homeward account.',
  });
}
