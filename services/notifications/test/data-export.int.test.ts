// notifications' part of a data export against the real database: the user's notices, the contact kept for them and
// the e-mails sent to it (never their bodies, which carry single-use links), nothing of another user's.
import { randomUUID } from 'node:crypto';
import { UserExportReady } from '@homeward/protos/gen/homeward/identity/v1/events';
import { topics } from '@homeward/protos/topics';
import { runExportHandler, waitFor } from '@homeward/testing';
import { onUserExportRequested } from '../src/events/on-user-export-requested';
import { startNotifications, type RunningNotifications } from './support/running-notifications';

jest.setTimeout(60_000);

let running: RunningNotifications;

beforeAll(async () => {
  // the harness's mail catcher: the ready e-mail is under test
  running = await startNotifications('export');
});

afterAll(async () => {
  await running?.stop();
});

async function notice(userId: string, title: string): Promise<string> {
  const id = randomUUID();
  await running.db('notifications').insert({
    id,
    user_id: userId,
    kind: 'property_created',
    title,
    body: `${title} body`,
    subject_id: '',
    read: false,
    source_event_id: randomUUID(),
  });
  return id;
}

describe('user.export_requested', () => {
  it("publishes the user's notices, contact and e-mails without their bodies, and nothing of another user's", async () => {
    const ann = randomUUID();
    const bob = randomUUID();
    const annsNotice = await notice(ann, 'Ann added a home');
    const bobsNotice = await notice(bob, 'Bob added a home');
    await running.db('user_contacts').insert({
      user_id: ann,
      email: 'ann.export@example.com',
      full_name: 'Ann Lee',
      learned_at: new Date(),
    });
    const token = `v1.${randomUUID()}`;
    await running.db('outgoing_emails').insert({
      id: randomUUID(),
      event_id: randomUUID(),
      template: 'password_reset',
      recipient: 'Ann.Export@example.com',
      subject: 'Reset your password',
      html: `<a href="https://homeward.test/reset?token=${token}">Reset</a>`,
      text: `https://homeward.test/reset?token=${token}`,
      status: 'sent',
    });

    const { part, records, rows } = await runExportHandler(running.db, onUserExportRequested, ann);

    expect(rows).toBe(1);
    expect(part).toMatchObject({ service: 'notifications', userId: ann, attachments: [] });
    expect(records).toMatchObject({
      notifications: [{ id: annsNotice, title: 'Ann added a home', read: false }],
      contact: { email: 'ann.export@example.com', full_name: 'Ann Lee' },
      emails: [{ template: 'password_reset', subject: 'Reset your password', status: 'sent' }],
    });
    const text = JSON.stringify(records);
    expect(text).not.toContain(token);
    expect(text).not.toContain(bobsNotice);
  });

  it('e-mails the owner that the export is ready, linking to Settings with the date it stops working', async () => {
    const event = UserExportReady.fromPartial({
      exportId: randomUUID(),
      userId: randomUUID(),
      email: `export-ready-${randomUUID()}@example.com`,
      fullName: 'Ann Lee',
      expiresAt: '2026-12-05T10:02:00.000Z',
      occurredAt: new Date().toISOString(),
    });
    await running.publish(topics.userExportReady, event.userId, event);

    const [email] = await waitFor(
      async () => {
        const emails = await running.emailsTo(event.email);
        return emails.length > 0 ? emails : undefined;
      },
      { timeoutMs: 30_000, message: `an e-mail to ${event.email}` },
    );
    expect(email!.subject).toBe('Your Homeward data is ready to download');
    expect(email!.text).toContain('The download works until December 5, 2026 (UTC)');
    expect(email!.text).toContain(`${running.appBaseUrl}/settings`);
  });
});
