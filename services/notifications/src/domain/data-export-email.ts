import type { RenderedEmail } from './email';
import { greetingFor, renderEmail } from './email-layout';

export const DATA_EXPORT_READY_SUBJECT = 'Your Homeward data is ready to download';

export interface DataExportReadyEmailInput {
  fullName: string;
  /** The settings page, where the signed-in owner downloads it: the e-mail itself grants nothing. */
  settingsLink: string;
  /** When the download stops working (RFC 3339). */
  expiresAt: Date;
}

const day = (date: Date) =>
  date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** The copy of their data the owner asked for in Settings is ready (issue 25 item 9). */
export function renderDataExportReadyEmail(input: DataExportReadyEmailInput): RenderedEmail {
  return renderEmail({
    subject: DATA_EXPORT_READY_SUBJECT,
    preview: 'The copy of your Homeward data you asked for is ready.',
    greeting: greetingFor(input.fullName),
    paragraphs: [
      'The copy of your Homeward data you asked for is ready.',
      `Sign in and open Settings to download it as a ZIP file. The download works until ${day(input.expiresAt)} ` +
        '(UTC); after that the copy is deleted, and you can ask for a new one.',
    ],
    action: { label: 'Open Settings', url: input.settingsLink },
    notes: [
      'If you did not ask for a copy of your data, change your password: someone else may be signed in.',
    ],
    reason:
      'You received this e-mail because a copy of the data of the Homeward account with this address was requested.',
  });
}
