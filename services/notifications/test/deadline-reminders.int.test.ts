// notifications turns document.deadline_approached into the buyer's reminder: one notice in the bell and one e-mail
// to their current address per event (a redelivery adds neither), the time in the agreement's own zone (5:00 PM
// Mountain Time in Utah), nothing for a deadline that has already passed, and a malformed event dead-lettered. A
// due-diligence objection's deadline (with or without an agreement completed in Homeward) is told in its own words.
import { randomUUID } from 'node:crypto';
import { localTokenSeal } from '@homeward/kit';
import { DeadlineApproached } from '@homeward/protos/gen/homeward/documents/v1/events';
import { UserRegistered } from '@homeward/protos/gen/homeward/identity/v1/events';
import { PropertyDeleted } from '@homeward/protos/gen/homeward/property/v1/events';
import type { Notification } from '@homeward/protos/gen/homeward/notifications/v1/notifications';
import { topics } from '@homeward/protos/topics';
import { uniqueId, waitFor } from '@homeward/testing';
import {
  collectDeadLetters,
  deadLetteredBy,
  startNotifications,
  type RunningNotifications,
} from './support/running-notifications';

// Group joins on the mock broker take longer than jest's default 5 s.
jest.setTimeout(90_000);

const EVENT_TIMEOUT_MS = 45_000;
let running: RunningNotifications;

beforeAll(async () => {
  running = await startNotifications('deadline_reminders');
}, 60_000);

afterAll(async () => {
  await running?.stop();
});

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

// A Utah due-diligence deadline at 5:00 PM Mountain Standard Time, still ahead whenever the test runs (notifications
// refuses only one that has passed; documents decides when the 48 hours begin).
const nextJanuary15 = () => `${new Date().getUTCFullYear() + 1}-01-15`;

function approached(
  ownerId: string,
  propertyId: string,
  overrides: Partial<DeadlineApproached> = {},
  id?: string,
): Promise<string> {
  const dueDate = nextJanuary15();
  const payload = DeadlineApproached.fromPartial({
    purchaseAgreementId: randomUUID(),
    propertyId,
    ownerId,
    deadlineKey: 'due_diligence',
    deadlineLabel: 'Due Diligence Deadline',
    dueAt: `${dueDate}T17:00:00-07:00`,
    dueDate,
    dueTime: '5:00 PM',
    timeZone: 'America/Denver',
    timeZoneLabel: 'Mountain Time',
    propertyAddress: '77 Deadline Dr, Provo, UT 84601',
    occurredAt: new Date().toISOString(),
    ...overrides,
  });
  return running.publish(topics.documentDeadlineApproached, propertyId, payload, id);
}

const queuedFor = async (eventId: string) =>
  (await running.db('outgoing_emails').where({ event_id: eventId })).length;

it('reminds the buyer in the bell and by e-mail, once, at 5:00 PM Mountain Time', async () => {
  const ownerId = randomUUID();
  const propertyId = randomUUID();
  const email = `${uniqueId('deadline')}@example.com`;
  await handled(await registered(ownerId, email));
  const eventId = await approached(ownerId, propertyId);
  await handled(eventId);
  // Redelivered (same ce_id): the inbox skips it.
  await approached(ownerId, propertyId, {}, eventId);
  const weekday = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long' }).format(
    new Date(`${nextJanuary15()}T00:00:00Z`),
  );
  const ends = `${weekday}, January 15, ${nextJanuary15().slice(0, 4)} at 5:00 PM Mountain Time`;

  expect(await bellOf(ownerId)).toEqual([
    expect.objectContaining({
      kind: 'contract_deadline_reminder',
      title: 'Due Diligence Deadline coming up',
      body: `The Due Diligence Deadline of your purchase agreement for 77 Deadline Dr, Provo, UT 84601 ends ${ends}.`,
      subjectId: propertyId,
      link: `/properties/${propertyId}`,
    }),
  ]);
  const reminders = async () =>
    (await running.emailsTo(email)).filter((caught) => caught.subject.startsWith('Reminder:'));
  const [sent, ...more] = await waitFor(
    async () => {
      const emails = await reminders();
      return emails.length > 0 ? emails : undefined;
    },
    { timeoutMs: 30_000, message: `the reminder e-mail to ${email}` },
  );
  expect(sent!.subject).toBe(`Reminder: Due Diligence Deadline ends ${ends}`);
  expect(sent!.text).toContain(`${running.appBaseUrl}/properties/${propertyId}`);
  expect(sent!.text).toContain('Homeward is not a law firm');
  // A redelivery a little later still finds one e-mail queued and sent.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(more).toEqual([]);
  expect(await reminders()).toHaveLength(1);
  expect(await queuedFor(eventId)).toBe(1);

  // The property deleted: its reminder leaves the bell with it.
  const deleted = PropertyDeleted.fromPartial({ propertyId, ownerId, occurredAt: new Date().toISOString() });
  await handled(await running.publish(topics.propertyDeleted, propertyId, deleted));
  expect(await bellOf(ownerId)).toEqual([]);
});

it("reminds of the seller's response to the buyer's objection in its own words, without an agreement", async () => {
  const ownerId = randomUUID();
  const propertyId = randomUUID();
  const email = `${uniqueId('objection')}@example.com`;
  await handled(await registered(ownerId, email));
  const eventId = await approached(ownerId, propertyId, {
    purchaseAgreementId: '',
    objectionId: randomUUID(),
    deadlineKey: 'seller_response',
    deadlineLabel: "Seller's response due",
  });
  await handled(eventId);
  const [notice, ...others] = await bellOf(ownerId);
  expect(others).toEqual([]);
  expect(notice).toMatchObject({
    kind: 'contract_deadline_reminder',
    title: "Seller's response to your objection due",
    link: `/properties/${propertyId}`,
  });
  expect(notice!.body).toMatch(
    /^The seller's response to your due-diligence objection for 77 Deadline Dr, Provo, UT 84601 is due .* at 5:00 PM Mountain Time\./,
  );
  const [sent] = await waitFor(
    async () => {
      const emails = (await running.emailsTo(email)).filter((caught) =>
        caught.subject.startsWith('Reminder:'),
      );
      return emails.length > 0 ? emails : undefined;
    },
    { timeoutMs: 30_000, message: `the objection reminder e-mail to ${email}` },
  );
  expect(sent!.subject).toMatch(/^Reminder: the seller's response to your objection is due /);
  expect(sent!.text).toContain('Homeward is not a law firm');
});

it('dead-letters a reminder that names neither an agreement nor an objection', async () => {
  const deadLetters = await collectDeadLetters('deadline-nobody-dlq', [topics.documentDeadlineApproached]);
  try {
    const eventId = await approached(randomUUID(), randomUUID(), {
      purchaseAgreementId: '',
      objectionId: '',
    });
    const [parked] = await deadLetteredBy(running, deadLetters, [eventId], { timeoutMs: EVENT_TIMEOUT_MS });
    expect(parked!.headers.ce_id).toBe(eventId);
  } finally {
    await deadLetters.stop();
  }
});

it('reminds in the bell alone while no address is known for the buyer', async () => {
  const ownerId = randomUUID();
  const eventId = await approached(ownerId, randomUUID());
  await handled(eventId);
  expect((await bellOf(ownerId)).map((notice) => notice.kind)).toEqual(['contract_deadline_reminder']);
  expect(await queuedFor(eventId)).toBe(0);
});

it('reminds of nothing when the deadline passed before the event arrived', async () => {
  const ownerId = randomUUID();
  await handled(await registered(ownerId, `${uniqueId('late')}@example.com`));
  const eventId = await approached(ownerId, randomUUID(), {
    dueAt: '2020-01-15T17:00:00-07:00',
    dueDate: '2020-01-15',
  });
  await handled(eventId);
  expect(await bellOf(ownerId)).toEqual([]);
  expect(await queuedFor(eventId)).toBe(0);
});

it('dead-letters a reminder without a due time it can read', async () => {
  const deadLetters = await collectDeadLetters('deadline-dlq', [topics.documentDeadlineApproached]);
  try {
    const ownerId = randomUUID();
    const eventId = await approached(ownerId, randomUUID(), { dueAt: 'tomorrow at five' });
    const [parked] = await deadLetteredBy(running, deadLetters, [eventId], { timeoutMs: EVENT_TIMEOUT_MS });
    expect(parked!.headers.ce_id).toBe(eventId);
    expect(await running.db('notifications').where({ source_event_id: eventId })).toEqual([]);
  } finally {
    await deadLetters.stop();
  }
});
