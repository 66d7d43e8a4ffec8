import {
  BackgroundLoop,
  describeError,
  failSpan,
  inStoredTrace,
  type Knex,
  type Logger,
} from '@homeward/kit';
import { afterFailedSend, type DeliveryPolicy } from '../domain/delivery-policy';
import {
  claimDueEmail,
  markFailed,
  markSending,
  markSent,
  scheduleRetry,
  settleAbandonedSends,
  type EmailClaim,
  type OutgoingEmailRow,
} from '../store/outgoing-emails';
import type { Mailer } from '../providers/mailer';
import { notificationMetrics } from '../metrics';

export interface EmailDispatcherOptions {
  db: Knex;
  mailer: Mailer;
  logger: Logger;
  policy: DeliveryPolicy;
  /** Safety-net poll; notify() makes the usual latency milliseconds. Default 5000. */
  pollIntervalMs?: number;
  /** E-mails claimed per pass. Default 20. */
  batchSize?: number;
  /**
   * How long a claim holds an e-mail before another dispatcher may take it: the time its dispatcher has to get the
   * whole message to the server (a dispatcher that dies before that leaves it to be sent after this). A send that
   * takes longer is abandoned before the server is asked to accept it, so the e-mail still goes once. Default 30 s.
   */
  claimLeaseMs?: number;
  /**
   * How long after its claim an e-mail still 'sending' is taken as abandoned (its dispatcher died after asking the
   * server to accept it, before recording the answer) and settled 'unconfirmed'. Default 10 minutes.
   */
  abandonedAfterMs?: number;
}

/** What one attempt came to; `reason` is in our words, never the server's, which may quote the address. */
type Delivery = { outcome: 'sent' } | { outcome: 'retrying' | 'failed'; reason: string };

export interface DispatchResult {
  claimed: number;
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * Sends the outgoing_emails queue over SMTP: the consumer only records an e-mail in its transaction, so a
 * redelivered event can never send it twice, and an SMTP outage delays e-mails instead of losing them.
 *
 * Each e-mail is accepted by the server at most once. A dispatcher claims it for a lease and streams it; only when
 * the server has the whole message does it commit 'sending', and only then send the end-of-data mark that asks the
 * server to accept it. Dying before that commit leaves a 'pending' row the server kept nothing of, sent again after
 * the lease; dying after it leaves a 'sending' row no one sends again (it settles 'unconfirmed' after
 * `abandonedAfterMs`), so a kill between the server's acceptance and recording it no longer sends the e-mail twice.
 * What remains in doubt is one round trip: the mark sent and the answer lost. When the database cannot take an
 * outcome (restarting, connection lost) the process keeps it and records it first in the next pass. Every e-mail
 * carries a Message-ID made from its row (one per event and recipient) and the event's id.
 */
export class EmailDispatcher {
  private readonly db: Knex;
  private readonly mailer: Mailer;
  private readonly logger: Logger;
  private readonly policy: DeliveryPolicy;
  private readonly batchSize: number;
  private readonly loop: BackgroundLoop;
  private readonly claimLeaseMs: number;
  private readonly abandonedAfterMs: number;
  /** Outcomes the database could not take yet, by e-mail id: recorded before anything else is sent. */
  private readonly unrecorded = new Map<string, (db: Knex) => Promise<void>>();

  constructor(options: EmailDispatcherOptions) {
    this.db = options.db;
    this.mailer = options.mailer;
    this.logger = options.logger.child({ component: 'email-dispatcher' });
    this.policy = options.policy;
    this.loop = new BackgroundLoop(
      'email dispatcher',
      this.logger,
      options.pollIntervalMs ?? 5_000,
      async () => {
        const result = await this.dispatchDue();
        // A full, healthy batch means more is waiting.
        return { more: result.claimed === this.batchSize && result.retrying === 0 };
      },
    );
    this.batchSize = options.batchSize ?? 20;
    this.claimLeaseMs = options.claimLeaseMs ?? 30_000;
    this.abandonedAfterMs = options.abandonedAfterMs ?? 10 * 60_000;
  }

  start(): void {
    this.loop.start();
  }

  /** Finishes the pass in progress (its e-mails are recorded as sent or rescheduled) and stops. */
  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** Call once a transaction that queued an e-mail has committed. */
  notify(): void {
    this.loop.notify();
  }

  /**
   * One pass: first the outcomes an earlier pass could not record and the sends abandoned by a dead dispatcher;
   * then up to a batch of due e-mails, oldest first, each claimed (committed as 'sending'), sent, and its outcome
   * recorded on its own: when recording fails, only that e-mail's outcome waits, in memory, for the next pass.
   */
  async dispatchDue(): Promise<DispatchResult> {
    await this.recordUnrecorded();
    await this.settleAbandoned();
    const result: DispatchResult = { claimed: 0, sent: 0, retrying: 0, failed: 0 };
    while (result.claimed < this.batchSize) {
      const row = await claimDueEmail(this.db, this.claimLeaseMs);
      if (!row) break;
      const { outcome } = await this.deliver(row);
      result.claimed += 1;
      if (outcome === 'sent') result.sent += 1;
      else if (outcome === 'failed') result.failed += 1;
      else {
        result.retrying += 1;
        // Transient failures are nearly always the server, and every further e-mail would wait out the same
        // timeout to fail the same way; they go in a later pass.
        break;
      }
    }
    return result;
  }

  private async recordUnrecorded(): Promise<void> {
    for (const [id, record] of this.unrecorded) {
      await record(this.db);
      this.unrecorded.delete(id);
    }
  }

  private async settleAbandoned(): Promise<void> {
    for (const email of await settleAbandonedSends(this.db, this.abandonedAfterMs)) {
      notificationMetrics.emailsSent.inc({ template: email.template, outcome: 'unconfirmed' });
      this.logger.warn(
        { emailId: email.id, template: email.template },
        'e-mail left mid-send by a stopped dispatcher; not sent again (it may not have arrived)',
      );
    }
  }

  /**
   * Each attempt is a span in the trace of the event that queued the e-mail, under its consumer span: the trace of
   * a sign-up ends with the verification e-mail leaving. The template names it, never the address.
   */
  private deliver(row: OutgoingEmailRow): Promise<Delivery> {
    const span = {
      name: 'email send',
      kind: 'client' as const,
      attributes: {
        'homeward.email.id': row.id,
        'homeward.email.template': row.template,
        'homeward.email.attempt': row.attempts + 1,
        'cloudevents.event_id': row.event_id,
      },
    };
    return inStoredTrace(row.traceparent, span, async (sendSpan) => {
      const delivery = await this.attempt(row);
      sendSpan.setAttribute('homeward.email.outcome', delivery.outcome);
      if (delivery.outcome !== 'sent') failSpan(sendSpan, delivery.reason);
      return delivery;
    });
  }

  /** Records an outcome; when the database cannot take it, keeps it for the next pass and ends this one. */
  private async record(id: string, write: (db: Knex) => Promise<void>): Promise<void> {
    try {
      await write(this.db);
    } catch (error) {
      this.unrecorded.set(id, write);
      throw error;
    }
  }

  private async attempt(row: OutgoingEmailRow): Promise<Delivery> {
    const attempts = row.attempts + 1;
    const claim: EmailClaim = { id: row.id, claimedAt: row.claimed_at! };
    const log = this.logger.child({ emailId: row.id, template: row.template, attempts });
    if (row.html === null || row.text === null) {
      await this.record(row.id, (db) => markFailed(db, claim, attempts, 'pending e-mail has no body'));
      log.error('pending e-mail has no body; giving up');
      return { outcome: 'failed', reason: 'pending e-mail has no body' };
    }
    let askedToAccept = false;
    let claimLost = false;
    try {
      await this.mailer.send(
        {
          id: row.id,
          eventId: row.event_id,
          to: row.recipient,
          subject: row.subject,
          text: row.text,
          html: row.html,
          ...(row.attachments?.length ? { attachments: row.attachments } : {}),
        },
        async () => {
          if (!(await markSending(this.db, claim))) {
            claimLost = true;
            throw new Error('the claim on this e-mail ran out and another dispatcher took it');
          }
          askedToAccept = true;
        },
      );
    } catch (error) {
      if (claimLost) {
        log.warn(
          'sending took longer than the claim; abandoned before the server accepted it (another sends it)',
        );
        return { outcome: 'retrying', reason: 'claim lost' };
      }
      const message = describeError(error);
      if (askedToAccept && !hasServerAnswer(error)) {
        // The server was asked to accept it and its answer never came: it may well have it. Never twice.
        await this.record(row.id, (db) => markFailed(db, claim, attempts, message, 'unconfirmed'));
        notificationMetrics.emailsSent.inc({ template: row.template, outcome: 'unconfirmed' });
        log.warn({ err: error }, 'no answer after the whole e-mail went to the server; not sent again');
        return { outcome: 'failed', reason: 'no answer from the mail server' };
      }
      const decision = afterFailedSend(attempts, error, this.policy);
      if (decision.action === 'retry') {
        await this.record(row.id, (db) => scheduleRetry(db, claim, attempts, decision.delayMs, message));
        notificationMetrics.emailsSent.inc({ template: row.template, outcome: 'retrying' });
        log.warn({ err: error, retryInMs: decision.delayMs }, 'sending e-mail failed; will retry');
        return { outcome: 'retrying', reason: 'send failed; will retry' };
      }
      await this.record(row.id, (db) => markFailed(db, claim, attempts, message));
      notificationMetrics.emailsSent.inc({ template: row.template, outcome: 'failed' });
      log.error({ err: error, reason: decision.reason }, 'giving up on e-mail');
      return { outcome: 'failed', reason: decision.reason };
    }
    notificationMetrics.emailsSent.inc({ template: row.template, outcome: 'sent' });
    await this.record(row.id, (db) => markSent(db, claim, attempts));
    log.info('e-mail sent');
    return { outcome: 'sent' };
  }
}

/** An SMTP reply (nodemailer's responseCode): the server answered, so it did not take a message it refused. */
function hasServerAnswer(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'responseCode' in error;
}
