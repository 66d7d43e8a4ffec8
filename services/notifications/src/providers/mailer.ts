import type { EmailAttachment } from '../domain/email';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: EmailAttachment[];
}

/** The port the dispatcher sends through; tests substitute one that fails on demand. */
export interface Mailer {
  /** Resolves once the mail server has accepted the message; rejects with the server's error otherwise. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}
