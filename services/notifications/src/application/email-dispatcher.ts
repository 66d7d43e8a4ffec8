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
  claimDueEmails,
  markFailed,
  markSent,
  scheduleRetry,
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
 * Delivery is at-least-once: a crash between the server's acceptance and our commit sends that one e-mail again.
 */
export class EmailDispatcher {
  private readonly db: Knex;
  private readonly mailer: Mailer;
  private readonly logger: Logger;
  private readonly policy: DeliveryPolicy;
  private readonly batchSize: number;
  private readonly loop: BackgroundLoop;

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
   * One pass: up to a batch of due e-mails, oldest first, each claimed, sent and recorded in a transaction of its
   * own. One transaction per e-mail, not per batch: when recording an outcome fails (the database drops the
   * connection, kills a transaction left idle while a slow send hangs, or the process dies), only that e-mail is
   * sent again, never the others already accepted by the server.
   */
  async dispatchDue(): Promise<DispatchResult> {
    const result: DispatchResult = { claimed: 0, sent: 0, retrying: 0, failed: 0 };
    while (result.claimed < this.batchSize) {
      const outcome = await this.db.transaction(async (trx) => {
        const [row] = await claimDueEmails(trx, 1);
        return row ? (await this.deliver(trx, row)).outcome : undefined;
      });
      if (!outcome) break;
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

  /**
   * Each attempt is a span in the trace of the event that queued the e-mail, under its consumer span: the trace of
   * a sign-up ends with the verification e-mail leaving. The template names it, never the address.
   */
  private deliver(trx: Knex.Transaction, row: OutgoingEmailRow): Promise<Delivery> {
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
      const delivery = await this.attempt(trx, row);
      sendSpan.setAttribute('homeward.email.outcome', delivery.outcome);
      if (delivery.outcome !== 'sent') failSpan(sendSpan, delivery.reason);
      return delivery;
    });
  }

  private async attempt(trx: Knex.Transaction, row: OutgoingEmailRow): Promise<Delivery> {
    const attempts = row.attempts + 1;
    const log = this.logger.child({ emailId: row.id, template: row.template, attempts });
    if (row.html === null || row.text === null) {
      await markFailed(trx, row.id, attempts, 'pending e-mail has no body');
      log.error('pending e-mail has no body; giving up');
      return { outcome: 'failed', reason: 'pending e-mail has no body' };
    }
    try {
      await this.mailer.send({
        to: row.recipient,
        subject: row.subject,
        text: row.text,
        html: row.html,
        ...(row.attachments?.length ? { attachments: row.attachments } : {}),
      });
    } catch (error) {
      const message = describeError(error);
      const decision = afterFailedSend(attempts, error, this.policy);
      if (decision.action === 'retry') {
        await scheduleRetry(trx, row.id, attempts, decision.delayMs, message);
        notificationMetrics.emailsSent.inc({ template: row.template, outcome: 'retrying' });
        log.warn({ err: error, retryInMs: decision.delayMs }, 'sending e-mail failed; will retry');
        return { outcome: 'retrying', reason: 'send failed; will retry' };
      }
      await markFailed(trx, row.id, attempts, message);
      notificationMetrics.emailsSent.inc({ template: row.template, outcome: 'failed' });
      log.error({ err: error, reason: decision.reason }, 'giving up on e-mail');
      return { outcome: 'failed', reason: decision.reason };
    }
    await markSent(trx, row.id, attempts);
    notificationMetrics.emailsSent.inc({ template: row.template, outcome: 'sent' });
    log.info('e-mail sent');
    return { outcome: 'sent' };
  }
}
