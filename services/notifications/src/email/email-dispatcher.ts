import { describeError, metrics, type Knex, type Logger } from '@homeward/kit';
import { afterFailedSend, type DeliveryPolicy } from '../domain/delivery-policy';
import {
  claimDueEmails,
  markFailed,
  markSent,
  scheduleRetry,
  type OutgoingEmailRow,
} from '../store/outgoing-emails';
import type { Mailer } from './mailer';

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

export interface DispatchResult {
  claimed: number;
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * Sends the outgoing_emails queue over SMTP: the consumer only records an e-mail in its transaction, so a
 * redelivered event can never send it twice, and an SMTP outage delays e-mails instead of losing them.
 * Delivery is at-least-once: a crash between the server's acceptance and our commit sends that e-mail again.
 */
export class EmailDispatcher {
  private readonly db: Knex;
  private readonly mailer: Mailer;
  private readonly logger: Logger;
  private readonly policy: DeliveryPolicy;
  private readonly pollIntervalMs: number;
  private readonly batchSize: number;
  private running = false;
  private loop: Promise<void> | undefined;
  private wakeRequested = false;
  private wake: (() => void) | undefined;

  constructor(options: EmailDispatcherOptions) {
    this.db = options.db;
    this.mailer = options.mailer;
    this.logger = options.logger.child({ component: 'email-dispatcher' });
    this.policy = options.policy;
    this.pollIntervalMs = options.pollIntervalMs ?? 5_000;
    this.batchSize = options.batchSize ?? 20;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Finishes the pass in progress (its e-mails are recorded as sent or rescheduled) and stops. */
  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
    this.loop = undefined;
  }

  /** Call once a transaction that queued an e-mail has committed. */
  notify(): void {
    this.wakeRequested = true;
    this.wake?.();
  }

  private async run(): Promise<void> {
    this.logger.info({ pollIntervalMs: this.pollIntervalMs }, 'email dispatcher started');
    while (this.running) {
      let pauseMs = this.pollIntervalMs;
      this.wakeRequested = false;
      try {
        const result = await this.dispatchDue();
        // A full, healthy batch means more is waiting.
        if (result.claimed === this.batchSize && result.retrying === 0) pauseMs = 0;
      } catch (error) {
        // Typically the database is unreachable; the queue is still there when it comes back.
        this.logger.error({ err: error }, 'email dispatch pass failed');
      }
      if (pauseMs > 0) await this.pause(pauseMs);
    }
    this.logger.info('email dispatcher stopped');
  }

  /** One pass: claim due e-mails, send them in order, record each outcome, commit. */
  async dispatchDue(): Promise<DispatchResult> {
    return this.db.transaction(async (trx) => {
      const rows = await claimDueEmails(trx, this.batchSize);
      const result: DispatchResult = { claimed: rows.length, sent: 0, retrying: 0, failed: 0 };
      for (const row of rows) {
        const outcome = await this.deliver(trx, row);
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
    });
  }

  private async deliver(
    trx: Knex.Transaction,
    row: OutgoingEmailRow,
  ): Promise<'sent' | 'retrying' | 'failed'> {
    const attempts = row.attempts + 1;
    const log = this.logger.child({ emailId: row.id, template: row.template, attempts });
    if (row.html === null || row.text === null) {
      await markFailed(trx, row.id, attempts, 'pending e-mail has no body');
      log.error('pending e-mail has no body; giving up');
      return 'failed';
    }
    try {
      await this.mailer.send({ to: row.recipient, subject: row.subject, text: row.text, html: row.html });
    } catch (error) {
      const message = describeError(error);
      const decision = afterFailedSend(attempts, error, this.policy);
      if (decision.action === 'retry') {
        await scheduleRetry(trx, row.id, attempts, decision.delayMs, message);
        metrics.emailsSent.inc({ template: row.template, outcome: 'retrying' });
        log.warn({ err: error, retryInMs: decision.delayMs }, 'sending e-mail failed; will retry');
        return 'retrying';
      }
      await markFailed(trx, row.id, attempts, message);
      metrics.emailsSent.inc({ template: row.template, outcome: 'failed' });
      log.error({ err: error, reason: decision.reason }, 'giving up on e-mail');
      return 'failed';
    }
    await markSent(trx, row.id, attempts);
    metrics.emailsSent.inc({ template: row.template, outcome: 'sent' });
    log.info('e-mail sent');
    return 'sent';
  }

  private pause(ms: number): Promise<void> {
    if (this.wakeRequested || !this.running) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake = done;
    });
  }
}
