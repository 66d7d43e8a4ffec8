import { randomUUID } from 'node:crypto';
import { deadLetterTopic, localTokenSeal, TokenSeal, tokenKey } from '@homeward/kit';
import { topics } from '@homeward/protos/topics';
import {
  UserEmailChangeRequested,
  UserEmailChanged,
  UserPasswordChanged,
  UserPasswordRemoved,
  UserPasswordResetRequested,
  UserVerificationRequested,
} from '@homeward/protos/gen/homeward/identity/v1/events';
import { uniqueId, waitFor, type CaughtEmail, type Collector } from '@homeward/testing';
import type { OutgoingEmailRow } from '../src/store/outgoing-emails';
import {
  collectDeadLetters,
  deadLetteredBy,
  startNotifications,
  type RunningNotifications,
} from './support/running-notifications';

// Group joins on the mock broker take longer than jest's default 5 s.
jest.setTimeout(60_000);

// The service sends to the harness's maildev (startNotifications' default) and links to its own base URL. Other
// files' services and the e2e stacks consume the same topics and may e-mail the same addresses, so every assertion
// is about this file's unique addresses, the e-mails that link to its own base URL, and its own consumer group.

let running: RunningNotifications;
let deadLetters: Collector;

const accountTopics = [
  topics.userVerificationRequested,
  topics.userPasswordResetRequested,
  topics.userPasswordChanged,
  topics.userEmailChangeRequested,
  topics.userEmailChanged,
];

const address = (label: string) => `${uniqueId(label)}@example.com`;
// characters that must be URL-encoded in a link
const awkwardToken = () => `tok+${randomUUID()}/=&`;
// identity seals the tokens for this service; the harness runs with the local key.
const seal = localTokenSeal();
const sealedToken = () => seal.seal(awkwardToken());
const now = () => new Date().toISOString();

/** Waits for exactly what maildev holds for `recipient` once at least one e-mail is there. */
async function firstEmailTo(recipient: string): Promise<CaughtEmail> {
  const caught = await waitFor(
    async () => {
      const emails = await running.emailsTo(recipient);
      return emails.length > 0 ? emails : undefined;
    },
    { timeoutMs: 30_000, message: `an e-mail to ${recipient}` },
  );
  return caught[0]!;
}

/** The href of the button, decoded as a mail client decodes it, and the raw-URL line of the text part. */
function linksIn(email: CaughtEmail, prefix: string): { html: string[]; text: string[] } {
  const unescape = (value: string) =>
    value
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const html = [...(email.html ?? '').matchAll(/href="([^"]*)"/g)]
    .map((match) => unescape(match[1]!))
    .filter((href) => href.startsWith(prefix));
  const text = (email.text ?? '').split('\n').filter((line) => line.startsWith(prefix));
  return { html, text };
}

/** Asserts that both parts carry exactly `link`, the button twice (button + raw URL) and the text once. */
function expectLink(email: CaughtEmail, link: string): void {
  const prefix = link.split('?')[0]!;
  expect(linksIn(email, prefix)).toEqual({ html: [link, link], text: [link] });
}

async function outgoingEmail(eventId: string): Promise<OutgoingEmailRow | undefined> {
  return running.db<OutgoingEmailRow>('outgoing_emails').where({ event_id: eventId }).first();
}

beforeAll(async () => {
  // Each group join costs about one session timeout on the mock broker; pay for both at once.
  [running, deadLetters] = await Promise.all([
    startNotifications('accounts', { EMAIL_POLL_INTERVAL_MS: '200' }),
    collectDeadLetters('notifications-account-dlq', accountTopics),
  ]);
});

afterAll(async () => {
  await deadLetters?.stop();
  await running?.stop();
});

describe('account e-mails', () => {
  it('sends a fresh verification link when one is requested again', async () => {
    const event = UserVerificationRequested.fromPartial({
      userId: randomUUID(),
      email: address('resend'),
      fullName: 'Ada <b>Lovelace</b>',
      verificationToken: sealedToken(),
      occurredAt: now(),
    });
    await running.publish(topics.userVerificationRequested, event.userId, event);

    const email = await firstEmailTo(event.email);
    expect(email.subject).toBe('Verify your Homeward email');
    expect(email.to.map((to) => to.address)).toEqual([event.email]);
    expectLink(
      email,
      `${running.appBaseUrl}/auth/verify-email#token=${encodeURIComponent(seal.open(event.verificationToken))}`,
    );
    expect(email.text).toContain('Hi Ada <b>Lovelace</b>,');
    expect(email.text).toContain('Here is the new verification link you asked for.');
    expect(email.html).toContain('Hi Ada &lt;b&gt;Lovelace&lt;/b&gt;,');
  });

  it('sends the password reset link, valid for an hour', async () => {
    const event = UserPasswordResetRequested.fromPartial({
      userId: randomUUID(),
      email: address('reset'),
      fullName: 'Jane Doe',
      resetToken: sealedToken(),
      occurredAt: now(),
    });
    const eventId = await running.publish(topics.userPasswordResetRequested, event.userId, event);

    const email = await firstEmailTo(event.email);
    expect(email.subject).toBe('Reset your Homeward password');
    expectLink(
      email,
      `${running.appBaseUrl}/auth/update-password#token=${encodeURIComponent(seal.open(event.resetToken))}`,
    );
    expect(email.text).toContain('Hi Jane Doe,');
    expect(email.text).toContain('expires in 1 hour');
    const row = await waitFor(async () => {
      const found = await outgoingEmail(eventId);
      return found?.status === 'sent' ? found : undefined;
    });
    // the token does not outlive the send
    expect(row).toMatchObject({ template: 'reset_password', recipient: event.email, html: null, text: null });
  });

  it('tells the owner their password changed, with the reset page and no token', async () => {
    const event = UserPasswordChanged.fromPartial({
      userId: randomUUID(),
      email: address('changed'),
      fullName: '',
      occurredAt: now(),
    });
    await running.publish(topics.userPasswordChanged, event.userId, event);

    const email = await firstEmailTo(event.email);
    expect(email.subject).toBe('Your Homeward password was changed');
    expectLink(email, `${running.appBaseUrl}/auth/reset-password`);
    expect(email.text?.startsWith('Hi there,\n')).toBe(true);
    expect(`${email.text}${email.html}`).not.toContain('token=');
  });

  it('tells the owner a Google sign-in removed their password, what to do if not them, with no token', async () => {
    const event = UserPasswordRemoved.fromPartial({
      userId: randomUUID(),
      email: address('removed'),
      fullName: 'Ann Lee',
      providerName: 'Google',
      occurredAt: now(),
    });
    await running.publish(topics.userPasswordRemoved, event.userId, event);

    const email = await firstEmailTo(event.email);
    expect(email.subject).toBe('Your Homeward password was removed after a sign-in with Google');
    expect(email.text?.startsWith('Hi Ann Lee,\n')).toBe(true);
    expect(email.text).toContain('Google sign-in is now linked to your account.');
    expect(email.text).toContain('its password was removed and everyone who was signed in was signed out');
    expect(email.text).toContain(
      'If it was not you, someone can sign in to the Google account of this email address.',
    );
    expectLink(email, `${running.appBaseUrl}/auth/reset-password`);
    expect(`${email.text}${email.html}`).not.toContain('token=');
    const row = await waitFor(async () => {
      const found = await running
        .db<OutgoingEmailRow>('outgoing_emails')
        .where({ recipient: event.email })
        .first();
      return found?.status === 'sent' ? found : undefined;
    });
    expect(row).toMatchObject({ template: 'password_removed' });
  });

  it('sends the e-mail change confirmation to the new address', async () => {
    const event = UserEmailChangeRequested.fromPartial({
      userId: randomUUID(),
      newEmail: address('new-address'),
      fullName: 'Sam Buyer',
      confirmationToken: sealedToken(),
      occurredAt: now(),
    });
    await running.publish(topics.userEmailChangeRequested, event.userId, event);

    const email = await firstEmailTo(event.newEmail);
    expect(email.subject).toBe('Confirm your new email address');
    expect(email.to.map((to) => to.address)).toEqual([event.newEmail]);
    expectLink(
      email,
      `${running.appBaseUrl}/auth/confirm-email#token=${encodeURIComponent(seal.open(event.confirmationToken))}`,
    );
    expect(email.text).toContain(`You asked to use ${event.newEmail} for your Homeward account.`);
  });

  it('tells the OLD address that the account moved, with the link that moves it back', async () => {
    const event = UserEmailChanged.fromPartial({
      userId: randomUUID(),
      oldEmail: address('old-address'),
      newEmail: address('moved-to'),
      fullName: 'Sam Buyer',
      undoToken: sealedToken(),
      occurredAt: now(),
    });
    await running.publish(topics.userEmailChanged, event.userId, event);

    const email = await firstEmailTo(event.oldEmail);
    expect(email.subject).toBe('Your Homeward email address was changed');
    expect(email.to.map((to) => to.address)).toEqual([event.oldEmail]);
    expectLink(
      email,
      `${running.appBaseUrl}/auth/undo-email-change#token=${encodeURIComponent(seal.open(event.undoToken))}`,
    );
    expect(email.text).toContain(`now uses ${event.newEmail}`);
    // identity states the account's new address: later notices that name only the user go there
    expect(await running.db('user_contacts').where({ user_id: event.userId }).first()).toMatchObject({
      email: event.newEmail,
      email_change_requested_at: null,
    });
  });

  it('sends one e-mail when the same event is delivered twice', async () => {
    const resets = [1, 2].map(() =>
      UserPasswordResetRequested.fromPartial({
        userId: randomUUID(),
        email: address('redelivered'),
        resetToken: sealedToken(),
        occurredAt: now(),
      }),
    );
    const [twice, marker] = resets as [UserPasswordResetRequested, UserPasswordResetRequested];
    const eventId = randomUUID();
    await running.publish(topics.userPasswordResetRequested, twice.userId, twice, eventId);
    await running.publish(topics.userPasswordResetRequested, twice.userId, twice, eventId);
    // Same key, same partition: once the marker's e-mail is out, both copies have been handled.
    await running.publish(topics.userPasswordResetRequested, twice.userId, marker);

    await firstEmailTo(marker.email);
    await waitFor(async () => (await outgoingEmail(eventId))?.status === 'sent', {
      message: 'first e-mail sent',
    });
    expect(await running.emailsTo(twice.email)).toHaveLength(1);
    expect(await running.db('outgoing_emails').where({ event_id: eventId }).count('* as count')).toEqual([
      { count: '1' },
    ]);
  });

  it('dead-letters events it can never e-mail, and sends nothing for them', async () => {
    const resetWithoutToken = UserPasswordResetRequested.fromPartial({
      userId: randomUUID(),
      email: address('no-token'),
      occurredAt: now(),
    });
    const changeToBadAddress = UserEmailChangeRequested.fromPartial({
      userId: randomUUID(),
      newEmail: 'not an address',
      confirmationToken: sealedToken(),
      occurredAt: now(),
    });
    const changedWithoutEmail = UserPasswordChanged.fromPartial({ userId: randomUUID(), occurredAt: now() });
    // Sealed under a key this service does not hold (a producer ahead of a rotation): kept sealed in the dead letter.
    const rawToken = awkwardToken();
    const resetUnderOtherKey = UserPasswordResetRequested.fromPartial({
      userId: randomUUID(),
      email: address('other-key'),
      resetToken: new TokenSeal(tokenKey('a-key-notifications-does-not-hold-0123456789')).seal(rawToken),
      occurredAt: now(),
    });
    const published: [string, string, string][] = [
      [
        topics.userPasswordResetRequested.name,
        await running.publish(topics.userPasswordResetRequested, resetWithoutToken.userId, resetWithoutToken),
        'MalformedEventError: user.password_reset_requested event lacks resetToken',
      ],
      [
        topics.userEmailChangeRequested.name,
        await running.publish(topics.userEmailChangeRequested, changeToBadAddress.userId, changeToBadAddress),
        'MalformedEventError: user.email_change_requested event lacks a valid newEmail',
      ],
      [
        topics.userPasswordChanged.name,
        await running.publish(topics.userPasswordChanged, changedWithoutEmail.userId, changedWithoutEmail),
        'MalformedEventError: user.password_changed event lacks email',
      ],
      [
        topics.userPasswordResetRequested.name,
        await running.publish(
          topics.userPasswordResetRequested,
          resetUnderOtherKey.userId,
          resetUnderOtherKey,
        ),
        'MalformedEventError: user.password_reset_requested event lacks a resetToken this service can open',
      ],
    ];

    const dead = await deadLetteredBy(
      running,
      deadLetters,
      published.map(([, id]) => id),
      { timeoutMs: 40_000, message: 'all four events dead-lettered by this service' },
    );
    published.forEach(([topic, eventId, error], index) => {
      expect(dead[index]?.topic).toBe(deadLetterTopic(topic));
      expect(dead[index]?.headers['x-error']).toBe(error);
      expect(dead[index]?.headers.ce_id).toBe(eventId);
    });
    for (const [, eventId] of published) expect(await outgoingEmail(eventId)).toBeUndefined();
    expect(await running.emailsTo(resetWithoutToken.email)).toEqual([]);
    expect(await running.emailsTo(resetUnderOtherKey.email)).toEqual([]);
    const deadReset = dead[3]!.value!;
    expect(UserPasswordResetRequested.decode(deadReset).resetToken).toBe(resetUnderOtherKey.resetToken);
    expect(deadReset.toString('latin1')).not.toContain(rawToken);
  });

  it('counts sent e-mails per template', async () => {
    // Earlier tests in this file sent every template; the counters are this process's registry.
    const response = await fetch(`http://127.0.0.1:${running.service.opsPort}/metrics`);
    const body = await response.text();
    for (const template of ['verify_email', 'reset_password', 'password_changed', 'confirm_email_change']) {
      expect(body).toMatch(
        new RegExp(`homeward_emails_sent_total\\{template="${template}",outcome="sent"\\} [1-9]`),
      );
    }
  });
});
