import { afterCommit, type Knex, type Logger } from '@homeward/kit';
import type { EmailTemplate, RenderedEmail } from '../domain/email';
import { enqueueEmail } from '../store/outgoing-emails';
import { MalformedEventError } from './event-payload';

/** What every handler that e-mails needs. */
export interface EmailEventDeps {
  appBaseUrl: string;
  dispatcher: { notify(): void };
  logger: Logger;
}

// Loose on purpose: identity validated the address; this only rejects what SMTP could never deliver.
const EMAIL_SHAPE = /^[^\s@<>]+@[^\s@<>]+$/;

export function requireDeliverableAddress(topic: string, address: string, field: string): void {
  if (!EMAIL_SHAPE.test(address)) throw new MalformedEventError(topic, [`a valid ${field}`]);
}

export interface EmailToQueue {
  eventId: string;
  userId: string;
  template: EmailTemplate;
  recipient: string;
  email: RenderedEmail;
}

/**
 * Queues an e-mail in the inbox transaction; the dispatcher sends it after commit. Sending from a handler would
 * e-mail again whenever the transaction rolled back or the event was redelivered.
 */
export async function queueEmail(
  trx: Knex.Transaction,
  deps: EmailEventDeps,
  email: EmailToQueue,
): Promise<void> {
  const emailId = await enqueueEmail(trx, {
    eventId: email.eventId,
    template: email.template,
    recipient: email.recipient,
    email: email.email,
  });
  afterCommit(trx, () => deps.dispatcher.notify());
  // Ids only: the body holds a token or a link, and with the user id a reader could use it.
  deps.logger.info(
    { eventId: email.eventId, userId: email.userId, emailId, template: email.template },
    'e-mail queued',
  );
}
