import { randomUUID } from 'node:crypto';
import { localTokenSeal } from '@homeward/kit';
import { topics } from '@homeward/protos/topics';
import { UserRegistered } from '@homeward/protos/gen/homeward/identity/v1/events';
import { startTcpProxy, testMail, uniqueId, unusedPort, waitFor, type Collector } from '@homeward/testing';
import type { OutgoingEmailRow } from '../src/store/outgoing-emails';
import {
  collectDeadLetters,
  deadLetteredBy,
  startNotifications,
  type RunningNotifications,
} from './support/running-notifications';

// Group joins on the mock broker and SMTP retries take longer than jest's default 5 s.
jest.setTimeout(60_000);

// The service starts with SMTP pointing at a port nothing listens on; the first test brings the server "back" by
// forwarding that port to maildev, and every later test runs with it up.
let smtpPort: number;
let smtpProxy: { close(): Promise<void> } | undefined;
let running: RunningNotifications;
let deadLetters: Collector;

const seal = localTokenSeal();

function registration(overrides: Partial<UserRegistered> = {}): UserRegistered {
  return UserRegistered.fromPartial({
    userId: randomUUID(),
    email: `${uniqueId('buyer')}@example.com`,
    fullName: 'Jane Doe',
    // characters that must be URL-encoded in the link; sealed as identity seals it (the harness's local key)
    verificationToken: seal.seal(`tok+${randomUUID()}/=`),
    occurredAt: new Date().toISOString(),
    ...overrides,
  });
}

function expectedLink(token: string): string {
  return `${running.appBaseUrl}/auth/verify-email#token=${encodeURIComponent(token)}`;
}

async function outgoingEmail(eventId: string): Promise<OutgoingEmailRow | undefined> {
  return running.db<OutgoingEmailRow>('outgoing_emails').where({ event_id: eventId }).first();
}

beforeAll(async () => {
  smtpPort = await unusedPort();
  // Each group join costs about one session timeout on the mock broker; pay for both at once.
  [running, deadLetters] = await Promise.all([
    startNotifications('verification', {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      EMAIL_RETRY_INITIAL_MS: '200',
      EMAIL_RETRY_MAX_MS: '1000',
      EMAIL_POLL_INTERVAL_MS: '200',
      EMAIL_MAX_ATTEMPTS: '1000',
    }),
    collectDeadLetters('notifications-dlq', [topics.userRegistered]),
  ]);
});

afterAll(async () => {
  await deadLetters?.stop();
  await running?.stop();
  await smtpProxy?.close();
});

describe('verification e-mail', () => {
  it('is retried while SMTP is down and arrives once it is back', async () => {
    const user = registration();
    const eventId = await running.publish(topics.userRegistered, user.userId, user);

    const failing = await waitFor(
      async () => {
        const row = await outgoingEmail(eventId);
        return row && row.attempts >= 2 ? row : undefined;
      },
      { timeoutMs: 20_000, message: 'failed send attempts recorded' },
    );
    expect(failing.status).toBe('pending');
    expect(failing.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(await running.emailsTo(user.email)).toEqual([]);

    smtpProxy = await startTcpProxy(smtpPort, `${testMail().smtpHost}:${testMail().smtpPort}`);
    const [email] = await waitFor(async () => {
      const caught = await running.emailsTo(user.email);
      return caught.length > 0 ? caught : undefined;
    });
    expect(email?.subject).toBe('Verify your Homeward email');
    const sent = await waitFor(async () => {
      const row = await outgoingEmail(eventId);
      return row?.status === 'sent' ? row : undefined;
    });
    expect(sent.attempts).toBeGreaterThan(failing.attempts);
    expect(sent.sent_at).toBeInstanceOf(Date);
    // the token does not outlive the send
    expect([sent.html, sent.text]).toEqual([null, null]);
  });

  it('carries the URL-encoded link and greets the user by name', async () => {
    const user = registration({ fullName: 'Ada <b>Lovelace</b>' });
    await running.publish(topics.userRegistered, user.userId, user);

    const [email] = await waitFor(async () => {
      const caught = await running.emailsTo(user.email);
      return caught.length > 0 ? caught : undefined;
    });
    const link = expectedLink(seal.open(user.verificationToken));
    expect(email?.subject).toBe('Verify your Homeward email');
    expect(email?.text).toContain('Hi Ada <b>Lovelace</b>,');
    expect(email?.text).toContain(link);
    expect(email?.html).toContain('Hi Ada &lt;b&gt;Lovelace&lt;/b&gt;,');
    expect(email?.html).toContain(`href="${link}"`);
    expect(link).toContain(encodeURIComponent(seal.open(user.verificationToken)));
  });

  it('is sent once when the same event is delivered twice', async () => {
    const user = registration({ fullName: '' });
    const eventId = randomUUID();
    await running.publish(topics.userRegistered, user.userId, user, eventId);
    await running.publish(topics.userRegistered, user.userId, user, eventId);
    // Same key, same partition: once the marker's e-mail is out, both copies have been handled.
    const marker = registration();
    await running.publish(topics.userRegistered, user.userId, marker);

    await waitFor(async () => (await running.emailsTo(marker.email)).length > 0, {
      message: 'marker e-mail',
    });
    await waitFor(async () => (await outgoingEmail(eventId))?.status === 'sent', {
      message: 'first e-mail sent',
    });
    const caught = await running.emailsTo(user.email);
    expect(caught).toHaveLength(1);
    expect(caught[0]?.text?.startsWith('Hi there,')).toBe(true);
    expect(await running.db('outgoing_emails').where({ event_id: eventId }).count('* as count')).toEqual([
      { count: '1' },
    ]);
  });

  it('dead-letters an event without a token or address, and sends nothing for it', async () => {
    const noToken = registration({ verificationToken: '' });
    const noTokenId = await running.publish(topics.userRegistered, noToken.userId, noToken);
    const badAddressId = await running.publish(
      topics.userRegistered,
      noToken.userId,
      registration({ email: 'not-an-address' }),
    );

    const dead = await deadLetteredBy(running, deadLetters, [noTokenId, badAddressId], {
      timeoutMs: 30_000,
      message: 'both events on user.registered.dlq',
    });
    expect(dead[0]?.topic).toBe('user.registered.dlq');
    expect(dead[0]?.headers['x-error']).toBe(
      'MalformedEventError: user.registered event lacks verificationToken',
    );
    expect(dead[1]?.headers['x-error']).toBe(
      'MalformedEventError: user.registered event lacks a valid email',
    );
    expect(await outgoingEmail(noTokenId)).toBeUndefined();
    expect(await running.emailsTo(noToken.email)).toEqual([]);
  });
});
