import { randomUUID } from 'node:crypto';
import type { Knex } from '@homeward/kit';
import type { EmailAttachment, EmailTemplate, RenderedEmail } from '../domain/email';

const TABLE = 'outgoing_emails';

export type OutgoingEmailStatus = 'pending' | 'sent' | 'failed';

export interface OutgoingEmailRow {
  id: string;
  event_id: string;
  template: EmailTemplate;
  recipient: string;
  subject: string;
  html: string | null;
  text: string | null;
  /** Null when none, and once settled. */
  attachments: EmailAttachment[] | null;
  status: OutgoingEmailStatus;
  attempts: number;
  next_attempt_at: Date;
  last_error: string | null;
  sent_at: Date | null;
  created_at: Date;
  /** Of the span that queued it; the send is a span under it. */
  traceparent: string | null;
}

export interface NewOutgoingEmail {
  eventId: string;
  template: EmailTemplate;
  recipient: string;
  email: RenderedEmail;
  /** The trace the send continues; absent when queued outside a trace. */
  traceparent?: string | undefined;
}

const MAX_ERROR_LENGTH = 2000;

/**
 * Queues an e-mail in the caller's transaction; returns its id, or undefined when the event already queued one to
 * that recipient (an event may write to several people, each once).
 */
export async function enqueueEmail(
  trx: Knex.Transaction,
  email: NewOutgoingEmail,
): Promise<string | undefined> {
  const inserted = await trx(TABLE)
    .insert({
      id: randomUUID(),
      event_id: email.eventId,
      template: email.template,
      recipient: email.recipient,
      subject: email.email.subject,
      html: email.email.html,
      text: email.email.text,
      attachments: email.email.attachments?.length ? JSON.stringify(email.email.attachments) : null,
      traceparent: email.traceparent ?? null,
    })
    .onConflict(['event_id', 'recipient'])
    .ignore()
    .returning<{ id: string }[]>('id');
  return inserted[0]?.id;
}

/**
 * Locks the oldest due e-mails for the rest of `trx`. `skip locked` lets several replicas dispatch side by side
 * without two of them sending the same e-mail at the same time.
 */
export async function claimDueEmails(trx: Knex.Transaction, limit: number): Promise<OutgoingEmailRow[]> {
  const result = await trx.raw<{ rows: OutgoingEmailRow[] }>(
    `select * from ${TABLE}
      where status = 'pending' and next_attempt_at <= clock_timestamp()
      order by next_attempt_at, created_at
      limit ?
      for update skip locked`,
    [limit],
  );
  return result.rows;
}

// The last e-mail to a deleted account's owner keeps no address once settled: the account is gone, and with it
// every reason to know where it was.
const recipientOnceSettled = (trx: Knex.Transaction) =>
  trx.raw(`case when template = 'account_deleted' then '' else recipient end`);

// Settled rows drop their bodies: a verification e-mail carries a live token, which need not outlive the send.
export async function markSent(trx: Knex.Transaction, id: string, attempts: number): Promise<void> {
  await trx(TABLE)
    .where({ id })
    .update({
      status: 'sent',
      attempts,
      sent_at: trx.raw('clock_timestamp()'),
      recipient: recipientOnceSettled(trx),
      html: null,
      text: null,
      attachments: null,
    });
}

export async function scheduleRetry(
  trx: Knex.Transaction,
  id: string,
  attempts: number,
  delayMs: number,
  error: string,
): Promise<void> {
  await trx(TABLE)
    .where({ id })
    .update({
      attempts,
      last_error: error.slice(0, MAX_ERROR_LENGTH),
      next_attempt_at: trx.raw(`clock_timestamp() + ? * interval '1 millisecond'`, [delayMs]),
    });
}

export async function markFailed(
  trx: Knex.Transaction,
  id: string,
  attempts: number,
  error: string,
): Promise<void> {
  await trx(TABLE)
    .where({ id })
    .update({
      status: 'failed',
      attempts,
      last_error: error.slice(0, MAX_ERROR_LENGTH),
      recipient: recipientOnceSettled(trx),
      html: null,
      text: null,
      attachments: null,
    });
}
