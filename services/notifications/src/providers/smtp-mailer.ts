import { Transform } from 'node:stream';
import nodemailer, { type SendMailOptions } from 'nodemailer';
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
  // The message streams to the server after DATA; SMTP ends it with a line holding a dot, and only that asks the
  // server to accept it. Holding the stream's end until beforeAccept has run puts that hook right before the dot;
  // a hook that fails breaks the stream, and nodemailer drops the connection without the dot.
  transport.use('stream', (mail, done) => {
    const { beforeAccept } = mail.data as { beforeAccept?: () => Promise<void> };
    if (beforeAccept)
      mail.message.transform(
        () =>
          new Transform({
            transform: (chunk, _encoding, next) => next(null, chunk),
            flush: (next) => {
              beforeAccept().then(
                () => next(),
                (error: unknown) => next(error instanceof Error ? error : new Error(String(error))),
              );
            },
          }),
      );
    done();
  });
  const domain = senderDomain(settings.from);
  return {
    async send({ id, eventId, ...message }, beforeAccept) {
      await transport.sendMail({
        from: settings.from,
        ...message,
        messageId: `<${id}@${domain}>`,
        headers: { 'X-Homeward-Event-Id': eventId },
        ...(beforeAccept ? { beforeAccept } : {}),
      } as SendMailOptions);
    },
    close: () => transport.close(),
  };
}

/** `Homeward <hi@homeward.app>` → `homeward.app`: a Message-ID's right-hand side is the sender's domain. */
export function senderDomain(from: string): string {
  const address = from.includes('<') ? from.slice(from.lastIndexOf('<') + 1, from.lastIndexOf('>')) : from;
  return address.slice(address.lastIndexOf('@') + 1).trim() || 'homeward.invalid';
}
