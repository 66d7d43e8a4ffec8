import { randomUUID } from 'node:crypto';
import { connectDatabase, migrateToLatest, type Knex } from '@homeward/kit';
import {
  createTestDatabase,
  emailsTo,
  testMail,
  type CaughtEmail,
  type TestDatabase,
} from '@homeward/testing';
import { migrations } from '../migrations';
import { EmailDispatcher } from '../src/application/email-dispatcher';
import type { MailMessage, Mailer } from '../src/providers/mailer';
import { createSmtpMailer } from '../src/providers/smtp-mailer';
import { claimDueEmail, enqueueEmail, markSent, type OutgoingEmailRow } from '../src/store/outgoing-emails';
import { testLogger } from './support/running-notifications';
import { notificationMetrics } from '../src/metrics';

// The dispatcher against its real table, with mailers that fail on demand; passes are driven by hand.
let database: TestDatabase;
let db: Knex;

/** A mailer that records what it was given and fails while `failure` is set. */
class RecordingMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  failure: Error | undefined;
  constructor(private readonly delayMs = 0) {}
  async send(message: MailMessage, beforeAccept?: () => Promise<void>): Promise<void> {
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    if (this.failure) throw this.failure;
    await beforeAccept?.();
    this.sent.push(message);
  }
  close(): void {}
}

function dispatcher(mailer: Mailer, maxAttempts = 3): EmailDispatcher {
  return new EmailDispatcher({
    db,
    mailer,
    logger: testLogger,
    policy: { maxAttempts, backoff: { initialMs: 1, maxMs: 1 } },
    batchSize: 10,
  });
}

async function queue(recipient = `${randomUUID()}@example.com`): Promise<string> {
  const id = await db.transaction((trx) =>
    enqueueEmail(trx, {
      eventId: randomUUID(),
      template: 'verify_email',
      recipient,
      email: { subject: 'Verify your Homeward email', text: 'text', html: '<p>html</p>' },
    }),
  );
  if (!id) throw new Error('not queued');
  return id;
}

async function row(id: string): Promise<OutgoingEmailRow> {
  return db<OutgoingEmailRow>('outgoing_emails')
    .where({ id })
    .first()
    .then((found) => found!);
}

async function emailsSent(outcome: string): Promise<number> {
  const { values } = await notificationMetrics.emailsSent.get();
  return (
    values.find((value) => value.labels.outcome === outcome && value.labels.template === 'verify_email')
      ?.value ?? 0
  );
}

/** Next attempts are 1 ms apart; wait them out so the next pass finds the row due. */
const elapse = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeAll(async () => {
  database = await createTestDatabase('notifications_dispatcher');
  db = connectDatabase(database.url);
  await migrateToLatest(db, migrations);
});

afterEach(async () => {
  await db('outgoing_emails').delete();
});

afterAll(async () => {
  await db?.destroy();
  await database?.drop();
});

describe('EmailDispatcher', () => {
  it('gives up after the last attempt, records why and drops the body', async () => {
    const mailer = new RecordingMailer();
    mailer.failure = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1025'), { code: 'ESOCKET' });
    const failedBefore = await emailsSent('failed');
    const id = await queue();
    const subject = dispatcher(mailer, 3);

    expect(await subject.dispatchDue()).toEqual({ claimed: 1, sent: 0, retrying: 1, failed: 0 });
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 1 });
    await elapse();
    expect(await subject.dispatchDue()).toEqual({ claimed: 1, sent: 0, retrying: 1, failed: 0 });
    await elapse();
    expect(await subject.dispatchDue()).toEqual({ claimed: 1, sent: 0, retrying: 0, failed: 1 });

    expect(await row(id)).toMatchObject({
      status: 'failed',
      attempts: 3,
      last_error: 'Error: connect ECONNREFUSED 127.0.0.1:1025',
      html: null,
      text: null,
      sent_at: null,
    });
    await elapse();
    expect(await subject.dispatchDue()).toEqual({ claimed: 0, sent: 0, retrying: 0, failed: 0 });
    expect(await emailsSent('failed')).toBe(failedBefore + 1);
  });

  it('does not retry an e-mail the server rejected for good, and goes on with the next', async () => {
    const unknownMailbox = Object.assign(new Error('550 5.1.1 mailbox unavailable'), { responseCode: 550 });
    const rejecting: Mailer = {
      send: async (message) => {
        if (message.to.startsWith('gone')) throw unknownMailbox;
      },
      close: () => undefined,
    };
    const gone = await queue(`gone-${randomUUID()}@example.com`);
    const fine = await queue();

    expect(await dispatcher(rejecting, 5).dispatchDue()).toEqual({
      claimed: 2,
      sent: 1,
      retrying: 0,
      failed: 1,
    });
    expect(await row(gone)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(await row(fine)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('does not wait for a retrying e-mail before its time', async () => {
    const mailer = new RecordingMailer();
    mailer.failure = new Error('greylisted');
    const id = await queue();
    const patient = new EmailDispatcher({
      db,
      mailer,
      logger: testLogger,
      policy: { maxAttempts: 5, backoff: { initialMs: 60_000, maxMs: 60_000 } },
    });
    await patient.dispatchDue();
    mailer.failure = undefined;
    expect(await patient.dispatchDue()).toEqual({ claimed: 0, sent: 0, retrying: 0, failed: 0 });
    expect((await row(id)).next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 40_000);
    expect(mailer.sent).toEqual([]);
  });

  it('sends each e-mail once when two replicas dispatch at the same time', async () => {
    const ids = await Promise.all(Array.from({ length: 6 }, () => queue()));
    const first = new RecordingMailer(30);
    const second = new RecordingMailer(30);
    const results = await Promise.all([dispatcher(first).dispatchDue(), dispatcher(second).dispatchDue()]);

    expect(results.reduce((total, result) => total + result.sent, 0)).toBe(6);
    const recipients = [...first.sent, ...second.sent].map((message) => message.to);
    expect(new Set(recipients).size).toBe(6);
    expect(recipients).toHaveLength(6);
    for (const id of ids) expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  describe('when the outcome of a send cannot be recorded', () => {
    // Real SMTP (the mail catcher), real table; the database refuses to record that one e-mail went out, as it does
    // when it restarts, drops the connection or kills a transaction mid-pass.
    let smtp: Mailer;
    beforeEach(async () => {
      await db.raw(`create or replace function refuse_unrecordable() returns trigger language plpgsql as $$
        begin
          if new.recipient like 'unrecordable-%' and new.status = 'sent' then
            raise exception 'cannot record this outcome';
          end if;
          return new;
        end $$`);
      await db.raw(`create trigger refuse_unrecordable before update on outgoing_emails
        for each row execute function refuse_unrecordable()`);
      const mail = testMail();
      smtp = createSmtpMailer({
        host: mail.smtpHost,
        port: mail.smtpPort,
        secure: false,
        from: 'Homeward <hi@homeward.test>',
      });
    });
    afterEach(async () => {
      smtp.close();
      await db.raw('drop trigger if exists refuse_unrecordable on outgoing_emails');
    });

    it('records it in the next pass, without sending that e-mail or the others again', async () => {
      const [before, unrecordable, after] = [
        `before-${randomUUID()}@example.com`,
        `unrecordable-${randomUUID()}@example.com`,
        `after-${randomUUID()}@example.com`,
      ];
      const ids = [];
      for (const recipient of [before, unrecordable, after]) ids.push(await queue(recipient));
      const subject = dispatcher(smtp);

      await expect(subject.dispatchDue()).rejects.toThrow('cannot record this outcome');
      expect(await row(ids[1]!)).toMatchObject({ status: 'sending', attempts: 0 });
      await db.raw('drop trigger refuse_unrecordable on outgoing_emails');
      expect(await subject.dispatchDue()).toEqual({ claimed: 1, sent: 1, retrying: 0, failed: 0 });

      expect(await row(ids[1]!)).toMatchObject({ status: 'sent', attempts: 1, html: null, text: null });
      for (const recipient of [before, unrecordable, after])
        expect(await emailsTo(recipient)).toHaveLength(1);
    });

    it('never sends it again when the dispatcher died before recording it (kill -9 after the server took it)', async () => {
      const recipient = `unrecordable-${randomUUID()}@example.com`;
      const id = await queue(recipient);
      await expect(dispatcher(smtp).dispatchDue()).rejects.toThrow('cannot record this outcome');
      await db.raw('drop trigger refuse_unrecordable on outgoing_emails');
      const unconfirmedBefore = await emailsSent('unconfirmed');

      // A new process: what the dead one knew is gone; the row says only that a send had begun.
      const restarted = new EmailDispatcher({
        db,
        mailer: smtp,
        logger: testLogger,
        policy: { maxAttempts: 3, backoff: { initialMs: 1, maxMs: 1 } },
        abandonedAfterMs: 60_000,
      });
      expect(await restarted.dispatchDue()).toEqual({ claimed: 0, sent: 0, retrying: 0, failed: 0 });
      expect(await row(id)).toMatchObject({ status: 'sending' });

      const later = new EmailDispatcher({
        db,
        mailer: smtp,
        logger: testLogger,
        policy: { maxAttempts: 3, backoff: { initialMs: 1, maxMs: 1 } },
        abandonedAfterMs: 1,
      });
      await elapse();
      expect(await later.dispatchDue()).toEqual({ claimed: 0, sent: 0, retrying: 0, failed: 0 });
      expect(await row(id)).toMatchObject({ status: 'unconfirmed', html: null, text: null, sent_at: null });
      expect(await emailsSent('unconfirmed')).toBe(unconfirmedBefore + 1);
      expect(await emailsTo(recipient)).toHaveLength(1);
    });
  });

  it('sends nothing the server keeps when the point of no return cannot be committed, and the e-mail once later', async () => {
    await db.raw(`create or replace function refuse_sending() returns trigger language plpgsql as $$
      begin
        if new.status = 'sending' then raise exception 'cannot mark this e-mail sending'; end if;
        return new;
      end $$`);
    await db.raw(`create trigger refuse_sending before update on outgoing_emails
      for each row execute function refuse_sending()`);
    const mail = testMail();
    const smtp = createSmtpMailer({
      host: mail.smtpHost,
      port: mail.smtpPort,
      secure: false,
      from: 'hi@homeward.test',
    });
    try {
      const recipient = `unmarkable-${randomUUID()}@example.com`;
      const id = await queue(recipient);
      const subject = dispatcher(smtp);

      expect(await subject.dispatchDue()).toEqual({ claimed: 1, sent: 0, retrying: 1, failed: 0 });
      expect(await row(id)).toMatchObject({ status: 'pending', attempts: 1 });
      // The whole message had reached the server, but not the mark that asks it to accept it.
      expect(await emailsTo(recipient)).toHaveLength(0);

      await db.raw('drop trigger refuse_sending on outgoing_emails');
      await elapse();
      expect(await subject.dispatchDue()).toEqual({ claimed: 1, sent: 1, retrying: 0, failed: 0 });
      expect(await emailsTo(recipient)).toHaveLength(1);
    } finally {
      smtp.close();
      await db.raw('drop trigger if exists refuse_sending on outgoing_emails');
    }
  });

  it('leaves an e-mail claimed by a dispatcher that died mid-send to the next after the lease, once', async () => {
    const id = await queue();
    const dead = await claimDueEmail(db, 60_000);
    expect(dead?.id).toBe(id);
    const mailer = new RecordingMailer();
    const next = dispatcher(mailer);

    expect(await next.dispatchDue()).toMatchObject({ claimed: 0 });
    // The lease runs out.
    await db('outgoing_emails')
      .where({ id })
      .update({ next_attempt_at: db.raw('clock_timestamp()') });
    expect(await next.dispatchDue()).toMatchObject({ claimed: 1, sent: 1 });
    // What the dead one might still write under its claim is ignored: the row is the new claim's.
    await markSent(db, { id, claimedAt: dead!.claimed_at! }, 7);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(mailer.sent).toHaveLength(1);
  });

  it("names each e-mail by its row (one per event and recipient) and carries the event's id", async () => {
    const mail = testMail();
    const smtp = createSmtpMailer({
      host: mail.smtpHost,
      port: mail.smtpPort,
      secure: false,
      from: 'Homeward <hi@homeward.test>',
    });
    try {
      const recipient = `headers-${randomUUID()}@example.com`;
      const id = await queue(recipient);
      const { event_id: eventId } = await row(id);
      await dispatcher(smtp).dispatchDue();
      const [caught] = (await emailsTo(recipient)) as (CaughtEmail & {
        messageId?: string;
        headers: Record<string, string>;
      })[];
      expect(caught?.headers['x-homeward-event-id']).toBe(eventId);
      expect(caught?.headers['message-id']).toBe(`<${id}@homeward.test>`);
    } finally {
      smtp.close();
    }
  });

  it('wakes on notify() instead of waiting for the next poll', async () => {
    const mailer = new RecordingMailer();
    const running = new EmailDispatcher({
      db,
      mailer,
      logger: testLogger,
      policy: { maxAttempts: 3, backoff: { initialMs: 1, maxMs: 1 } },
      pollIntervalMs: 60_000,
    });
    running.start();
    try {
      // let the first (empty) pass finish and the loop settle into its long pause
      await new Promise((resolve) => setTimeout(resolve, 200));
      const id = await queue();
      running.notify();
      const deadline = Date.now() + 3_000;
      while ((await row(id)).status !== 'sent' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await row(id)).toMatchObject({ status: 'sent' });
    } finally {
      await running.stop();
    }
  });
});
