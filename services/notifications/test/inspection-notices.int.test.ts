// notifications consumes inspection.analyzed and inspection.failed: a notice in the bell always, and an e-mail
// when the buyer was told to expect one, to the address identity's events last stated for them.
import { randomUUID } from 'node:crypto';
import { localTokenSeal } from '@homeward/kit';
import { topics } from '@homeward/protos/topics';
import {
  InspectionAnalyzed,
  InspectionFailed,
} from '@homeward/protos/gen/homeward/inspection_analyzer/v1/events';
import {
  UserEmailChangeRequested,
  UserPasswordChanged,
  UserRegistered,
} from '@homeward/protos/gen/homeward/identity/v1/events';
import type { Notification } from '@homeward/protos/gen/homeward/notifications/v1/notifications';
import { uniqueId, waitFor, type CaughtEmail } from '@homeward/testing';
import {
  collectDeadLetters,
  deadLetteredBy,
  startNotifications,
  type RunningNotifications,
} from './support/running-notifications';

// Group joins on the mock broker take longer than jest's default 5 s.
jest.setTimeout(90_000);

let running: RunningNotifications;

const address = (label: string) => `${uniqueId(label)}@example.com`;
const EVENT_TIMEOUT_MS = 45_000;

beforeAll(async () => {
  running = await startNotifications('inspection');
}, 60_000);

afterAll(async () => {
  await running?.stop();
});

interface Report {
  ownerId: string;
  propertyId: string;
  homeInspectionId: string;
}

const newReport = (ownerId: string = randomUUID()): Report => ({
  ownerId,
  propertyId: randomUUID(),
  homeInspectionId: randomUUID(),
});

const reportPath = (report: Report) =>
  `/properties/home-inspection?property=${report.propertyId}&home_inspection_id=${report.homeInspectionId}`;

function analyzed(report: Report, expectedLong: boolean, id?: string): Promise<string> {
  const payload = InspectionAnalyzed.fromPartial({
    ...report,
    issueCount: 14,
    criticalCount: 2,
    majorCount: 3,
    expectedLong,
    engine: 'offline',
    occurredAt: new Date().toISOString(),
  });
  return running.publish(topics.inspectionAnalyzed, report.propertyId, payload, id);
}

function failed(report: Report, reason: string, expectedLong: boolean): Promise<string> {
  const payload = InspectionFailed.fromPartial({
    ...report,
    reason,
    expectedLong,
    occurredAt: new Date().toISOString(),
  });
  return running.publish(topics.inspectionFailed, report.propertyId, payload);
}

/** identity's sign-up event: the first statement of the user's address. */
function registered(userId: string, email: string): Promise<string> {
  const payload = UserRegistered.fromPartial({
    userId,
    email,
    fullName: 'Ana Buyer',
    verificationToken: localTokenSeal().seal('token'),
    occurredAt: new Date().toISOString(),
  });
  return running.publish(topics.userRegistered, userId, payload);
}

async function handled(eventId: string): Promise<void> {
  await waitFor(async () => (await running.db('inbox').where({ event_id: eventId })).length > 0, {
    timeoutMs: EVENT_TIMEOUT_MS,
    message: `event ${eventId} handled`,
  });
}

async function bellOf(userId: string): Promise<Notification[]> {
  const { notifications } = await running.notifications.listNotifications(
    { pageSize: 50 },
    await running.tokenFor(userId),
  );
  return notifications;
}

async function emailsAbout(recipient: string, report: Report): Promise<CaughtEmail[]> {
  return (await running.emailsTo(recipient)).filter((email) =>
    (email.text ?? '').includes(reportPath(report)),
  );
}

async function queuedFor(eventId: string): Promise<number> {
  return (await running.db('outgoing_emails').where({ event_id: eventId })).length;
}

describe('inspection.analyzed', () => {
  it('puts "ready: N findings, M critical" in the bell with a link to the report, and e-mails no one when not promised', async () => {
    const email = address('quick');
    const report = newReport();
    await handled(await registered(report.ownerId, email));
    const eventId = await analyzed(report, false);
    await handled(eventId);

    expect(await bellOf(report.ownerId)).toEqual([
      expect.objectContaining({
        kind: 'home_inspection_analyzed',
        title: 'Home inspection report ready',
        body: 'Your home inspection report is ready: 14 findings, 2 critical.',
        subjectId: report.propertyId,
        link: reportPath(report),
        read: false,
      }),
    ]);
    expect(await queuedFor(eventId)).toBe(0);
  });

  it('e-mails the buyer who was told to expect it, once, with the report link in both parts', async () => {
    const email = address('long');
    const report = newReport();
    await handled(await registered(report.ownerId, email));
    const eventId = await analyzed(report, true);
    await handled(eventId);
    // Redelivered (same ce_id): the inbox skips it.
    await analyzed(report, true, eventId);
    const later = await failed(newReport(report.ownerId), 'the file is empty', false);
    await handled(later);

    const [sent, ...more] = await waitFor(
      async () => {
        const emails = await emailsAbout(email, report);
        return emails.length > 0 ? emails : undefined;
      },
      { timeoutMs: 30_000, message: `the analysis e-mail to ${email}` },
    );
    expect(more).toEqual([]);
    expect(sent!.subject).toBe('Your home inspection report is ready');
    const link = `${running.appBaseUrl}${reportPath(report)}`;
    expect(sent!.text).toContain(`14 findings, 2 critical`);
    expect(sent!.text).toContain(`\nView the analysis:\n${link}\n`);
    expect(sent!.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
    expect(await queuedFor(eventId)).toBe(1);
    expect((await bellOf(report.ownerId)).map((notice) => notice.kind)).toEqual([
      'home_inspection_failed',
      'home_inspection_analyzed',
    ]);
  });

  it('tells a user with no known address in the app only', async () => {
    const report = newReport();
    const eventId = await analyzed(report, true);
    await handled(eventId);
    expect((await bellOf(report.ownerId)).map((notice) => notice.link)).toEqual([reportPath(report)]);
    expect(await queuedFor(eventId)).toBe(0);
  });

  it('writes to neither address while an e-mail change is unsettled, and to the new one once identity states it', async () => {
    const oldAddress = address('old');
    const newAddress = address('new');
    const ownerId = randomUUID();
    await handled(await registered(ownerId, oldAddress));
    const change = UserEmailChangeRequested.fromPartial({
      userId: ownerId,
      newEmail: newAddress,
      fullName: 'Ana Buyer',
      confirmationToken: localTokenSeal().seal('token'),
      occurredAt: new Date().toISOString(),
    });
    await handled(await running.publish(topics.userEmailChangeRequested, ownerId, change));

    const during = newReport(ownerId);
    const duringEvent = await analyzed(during, true);
    await handled(duringEvent);
    expect(await queuedFor(duringEvent)).toBe(0);
    expect((await bellOf(ownerId)).map((notice) => notice.link)).toContain(reportPath(during));

    // After the change, identity's next statement (here a password change notice) names the new address.
    const stated = UserPasswordChanged.fromPartial({
      userId: ownerId,
      email: newAddress,
      fullName: 'Ana Buyer',
      occurredAt: new Date().toISOString(),
    });
    await handled(await running.publish(topics.userPasswordChanged, ownerId, stated));
    const after = newReport(ownerId);
    await handled(await analyzed(after, true));
    await waitFor(async () => (await emailsAbout(newAddress, after)).length === 1, {
      timeoutMs: 30_000,
      message: `the analysis e-mail to ${newAddress}`,
    });
    expect(await emailsAbout(oldAddress, after)).toEqual([]);
  });
});

describe('inspection.failed', () => {
  it("gives the analyzer's reason in the bell and in the promised e-mail", async () => {
    const email = address('failed');
    const report = newReport();
    await handled(await registered(report.ownerId, email));
    const reason = 'the PDF has no text layer and OCR found no words.';
    await handled(await failed(report, reason, true));

    expect(await bellOf(report.ownerId)).toEqual([
      expect.objectContaining({
        kind: 'home_inspection_failed',
        body: `We could not analyze your home inspection report: ${reason}`,
        link: reportPath(report),
      }),
    ]);
    const [sent] = await waitFor(
      async () => {
        const emails = await emailsAbout(email, report);
        return emails.length > 0 ? emails : undefined;
      },
      { timeoutMs: 30_000, message: `the failure e-mail to ${email}` },
    );
    expect(sent!.subject).toBe('We could not analyze your home inspection report');
    expect(sent!.text).toContain(reason);
  });

  it('dead-letters an event naming no owner, stores nothing for it, and goes on', async () => {
    const deadLetters = await collectDeadLetters('inspection-dlq', [topics.inspectionFailed]);
    try {
      const report = { ...newReport(), ownerId: '' };
      const eventId = await failed(report, 'unreadable', true);
      // A later event on the same key (same partition) shows the malformed one was read past.
      const next = newReport();
      await handled(await failed({ ...next, propertyId: report.propertyId }, 'unreadable', false));
      const [parked] = await deadLetteredBy(running, deadLetters, [eventId], { timeoutMs: EVENT_TIMEOUT_MS });
      expect(parked!.headers.ce_id).toBe(eventId);
      expect(await running.db('notifications').where({ source_event_id: eventId })).toEqual([]);
    } finally {
      await deadLetters.stop();
    }
  });
});
