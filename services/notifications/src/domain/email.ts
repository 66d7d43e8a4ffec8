/** An e-mail ready to hand to SMTP, apart from the envelope sender, which is configuration. */
export interface RenderedEmail {
  subject: string;
  /** The plain-text part, for clients that do not show HTML and for spam filters that expect both. */
  text: string;
  html: string;
}

/** Which template produced an e-mail; the emailsSent metric is labelled with it. */
export type EmailTemplate = 'verify_email';
