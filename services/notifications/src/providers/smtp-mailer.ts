import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  password?: string;
  from: string;
  /** Bounds connect, greeting and each socket wait, so a hung server cannot hold the dispatcher's locks. */
  timeoutMs?: number;
}

/** The Mailer over nodemailer's SMTP transport: maildev locally, a real relay in production. */
export function createSmtpMailer(settings: SmtpSettings): Mailer {
  const timeout = settings.timeoutMs ?? 15_000;
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: settings.user && settings.password ? { user: settings.user, pass: settings.password } : undefined,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });
  const domain = senderDomain(settings.from);
  return {
    async send({ id, eventId, ...message }) {
      await transport.sendMail({
        from: settings.from,
        ...message,
        messageId: `<${id}@${domain}>`,
        headers: { 'X-Homeward-Event-Id': eventId },
      });
    },
    close: () => transport.close(),
  };
}

/** `Homeward <hi@homeward.app>` → `homeward.app`: a Message-ID's right-hand side is the sender's domain. */
export function senderDomain(from: string): string {
  const address = from.includes('<') ? from.slice(from.lastIndexOf('<') + 1, from.lastIndexOf('>')) : from;
  return address.slice(address.lastIndexOf('@') + 1).trim() || 'homeward.invalid';
}
