/** An e-mail ready to hand to SMTP, apart from the envelope sender, which is configuration. */
export interface RenderedEmail {
  subject: string;
  /** The plain-text part, for clients that do not show HTML and for spam filters that expect both. */
  text: string;
  html: string;
  /** Files sent with it, e.g. a tour's .ics invitation; text only, which is all the templates attach. */
  attachments?: EmailAttachment[];
}

export interface EmailAttachment {
  filename: string;
  /** The MIME type, with parameters: `text/calendar; charset=utf-8; method=REQUEST`. */
  contentType: string;
  content: string;
}

/** Which template produced an e-mail; stored with each queued e-mail and labels the emailsSent metric. */
export const EMAIL_TEMPLATES = [
  'verify_email',
  'reset_password',
  'password_changed',
  'password_removed',
  'confirm_email_change',
  'email_changed',
  'inspection_analyzed',
  'inspection_failed',
  'tour_requested',
  'tour_cancelled',
  'tour_confirmed',
  'deadline_reminder',
  'account_deleted',
  'data_export_ready',
] as const;

export type EmailTemplate = (typeof EMAIL_TEMPLATES)[number];
