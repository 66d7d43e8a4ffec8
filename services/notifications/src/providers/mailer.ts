import type { EmailAttachment } from '../domain/email';

export interface MailMessage {
  /** The queued e-mail's id (one per event and recipient): the Message-ID is made from it. */
  id: string;
  /** The event that asked for the e-mail, in the X-Homeward-Event-Id header: support and the fault campaign read it. */
  eventId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: EmailAttachment[];
}

/** The port the dispatcher sends through; tests substitute one that fails on demand. */
export interface Mailer {
  /**
   * Resolves once the mail server has accepted the message; rejects with the server's error otherwise.
   * `beforeAccept` runs once the server has the whole message, just before the end-of-data mark that asks it to
   * accept it; when it rejects, the send is abandoned and the server keeps nothing.
   */
  send(message: MailMessage, beforeAccept?: () => Promise<void>): Promise<void>;
  close(): void;
}
