import { randomUUID } from 'node:crypto';
import type { Knex } from '@homeward/kit';
import type { EmailAttachment, EmailTemplate, RenderedEmail } from '../domain/email';

const TABLE = 'outgoing_emails';

/**
 * 'sending': the server has the whole message and was (or is being) asked to accept it; 'unconfirmed': it never
 * answered that (the connection broke, or the dispatcher stopped), so whether it took the e-mail is unknown, and it
 * is not sent again.
 */
export type OutgoingEmailStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'unconfirmed';

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
  /** When a dispatcher last took it to send. */
  claimed_at: Date | null;
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

/** A dispatcher's hold on one e-mail: its outcome is written only while the row still carries this claim. */
export interface EmailClaim {
  id: string;
  claimedAt: Date;
}

/**
 * Takes the oldest due e-mail for `leaseMs`: it stays 'pending' but is not due again until then, so a dispatcher that
 * dies before the server has the whole message leaves it to be sent after the lease. Claimed at millisecond precision,
 * so the claim survives the round trip through a JavaScript Date. `skip locked` lets replicas claim side by side.
 */
export async function claimDueEmail(db: Knex, leaseMs: number): Promise<OutgoingEmailRow | undefined> {
  const result = await db.raw<{ rows: OutgoingEmailRow[] }>(
    `update ${TABLE}
        set claimed_at = date_trunc('milliseconds', clock_timestamp()),
            next_attempt_at = clock_timestamp() + ? * interval '1 millisecond'
      where id = (
        select id from ${TABLE}
         where status = 'pending' and next_attempt_at <= clock_timestamp()
         order by next_attempt_at, created_at
         limit 1
         for update skip locked)
      returning *`,
    [leaseMs],
  );
  return result.rows[0];
}

/**
 * The point of no return, committed just before the mark that asks the server to accept the message: from here on
 * the e-mail is never sent again. False when the claim was lost (its lease ran out and another dispatcher took it):
 * this send must then be abandoned.
 */
export async function markSending(db: Knex, claim: EmailClaim): Promise<boolean> {
  const updated = await db(TABLE)
    .where({ id: claim.id, claimed_at: claim.claimedAt, status: 'pending' })
    .update({ status: 'sending' });
  return updated === 1;
}

const claimed = (db: Knex, claim: EmailClaim) =>
  db(TABLE).where({ id: claim.id, claimed_at: claim.claimedAt });

// The last e-mail to a deleted account's owner keeps no address once settled: the account is gone, and with it
// every reason to know where it was.
const recipientOnceSettled = (trx: Knex) =>
  trx.raw(`case when template = 'account_deleted' then '' else recipient end`);

// Settled rows drop their bodies: a verification e-mail carries a live token, which need not outlive the send.
export async function markSent(trx: Knex, claim: EmailClaim, attempts: number): Promise<void> {
  await claimed(trx, claim).update({
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
  trx: Knex,
  claim: EmailClaim,
  attempts: number,
  delayMs: number,
  error: string,
): Promise<void> {
  await claimed(trx, claim).update({
    status: 'pending',
    attempts,
    last_error: error.slice(0, MAX_ERROR_LENGTH),
    next_attempt_at: trx.raw(`clock_timestamp() + ? * interval '1 millisecond'`, [delayMs]),
  });
}

export async function markFailed(
  trx: Knex,
  claim: EmailClaim,
  attempts: number,
  error: string,
  status: 'failed' | 'unconfirmed' = 'failed',
): Promise<void> {
  await claimed(trx, claim).update({
    status,
    attempts,
    last_error: error.slice(0, MAX_ERROR_LENGTH),
    recipient: recipientOnceSettled(trx),
    html: null,
    text: null,
    attachments: null,
  });
}

export interface UnconfirmedEmail {
  id: string;
  template: OutgoingEmailRow['template'];
}

/**
 * E-mails still 'sending' long after their claim: the dispatcher that took them stopped mid-send (killed, or its
 * outcome never reached the database). The server may have accepted them, so they are not sent again; they settle
 * as 'unconfirmed', and drop their bodies as any settled row does.
 */
export async function settleAbandonedSends(db: Knex, olderThanMs: number): Promise<UnconfirmedEmail[]> {
  return db(TABLE)
    .where({ status: 'sending' })
    .where('claimed_at', '<', db.raw(`clock_timestamp() - ? * interval '1 millisecond'`, [olderThanMs]))
    .update({
      status: 'unconfirmed',
      last_error: 'the dispatcher stopped during the send; not sent again, so as never to send it twice',
      recipient: recipientOnceSettled(db),
      html: null,
      text: null,
      attachments: null,
    })
    .returning<UnconfirmedEmail[]>(['id', 'template']);
}
