// notifications consumes tour.scheduled / tour.confirmed / tour.cancelled as the tour service publishes them: the
// desk (and the listing agent) get the request with one confirm link per proposed time, the buyer gets the
// confirmation with an .ics invitation, the desk hears of a withdrawal, and the buyer's bell follows each step.
import { randomUUID } from 'node:crypto';
import { localTokenSeal } from '@homeward/kit';
import { topics } from '@homeward/protos/topics';
import { UserRegistered } from '@homeward/protos/gen/homeward/identity/v1/events';
import type { Notification } from '@homeward/protos/gen/homeward/notifications/v1/notifications';
import { TourCancelled, TourConfirmed, TourScheduled } from '@homeward/protos/gen/homeward/tour/v1/events';
import { emailsTo, testMail, uniqueId, waitFor, type CaughtEmail } from '@homeward/testing';
import {
  collectDeadLetters,
  deadLetteredBy,
  startNotifications,
  type RunningNotifications,
} from './support/running-notifications';

// Group joins on the mock broker take longer than jest's default 5 s.
jest.setTimeout(90_000);

const EVENT_TIMEOUT_MS = 45_000;
const MAIL_TIMEOUT_MS = 30_000;

let running: RunningNotifications;
// maildev is shared by the whole run: a desk address of this file's own keeps its e-mails apart.
const deskEmail = `${uniqueId('tour-desk')}@homeward.test`;

beforeAll(async () => {
  running = await startNotifications('tour', { TOUR_DESK_EMAIL: deskEmail });
}, 60_000);

afterAll(async () => {
  await running?.stop();
});

const address = (label: string) => `${uniqueId(label)}@example.com`;

interface Tour {
  tourId: string;
  propertyId: string;
  ownerId: string;
  propertyAddress: string;
}

/** A tour of a property with an address of its own (commas and all), so e-mails about it are told apart. */
function newTour(ownerId: string = randomUUID()): Tour {
  return {
    tourId: randomUUID(),
    propertyId: randomUUID(),
    ownerId,
    propertyAddress: `${Math.floor(Math.random() * 9000) + 100} ${uniqueId('Elm')} St, Provo, UT 84601`,
  };
}

const SLOTS = [
  { label: '12/01/2026 9:30 AM', startsAt: '2026-12-01T09:30:00-07:00', token: 'tok+1/a=' },
  { label: '12/02/2026 1:00 PM', startsAt: '2026-12-02T13:00:00-07:00', token: 'tok&2?b' },
  { label: '12/03/2026 4:30 PM', startsAt: '2026-12-03T16:30:00-07:00', token: 'tok 3#c' },
];

const confirmLink = (token: string) =>
  `${running.appBaseUrl}/tours/confirm#token=${encodeURIComponent(token)}`;

function scheduled(tour: Tour, overrides: Partial<TourScheduled> = {}, id?: string): Promise<string> {
  const payload = TourScheduled.fromPartial({
    ...tour,
    timeZoneLabel: 'Mountain Time',
    slots: SLOTS.map((slot) => ({
      slot: { label: slot.label, startsAt: slot.startsAt },
      // Sealed as the tour service seals it (the harness's local key).
      confirmToken: localTokenSeal().seal(`${tour.tourId}.${slot.token}`),
    })),
    contactEmail: 'ana.contact@example.com',
    contactPhone: '(801) 555-0100',
    contactName: 'Ana <Buyer>',
    listingAgentName: 'Lee Agent',
    listingAgentEmail: '',
    occurredAt: new Date().toISOString(),
    ...overrides,
  });
  return running.publish(topics.tourScheduled, tour.tourId, payload, id);
}

function confirmed(tour: Tour, contactEmail: string): Promise<string> {
  const payload = TourConfirmed.fromPartial({
    ...tour,
    timeZone: 'America/Denver',
    timeZoneLabel: 'Mountain Time',
    slot: { label: SLOTS[1]!.label, startsAt: SLOTS[1]!.startsAt },
    contactEmail,
    contactName: 'Ana Contact',
    occurredAt: '2026-11-23T17:00:00.000Z',
  });
  return running.publish(topics.tourConfirmed, tour.tourId, payload);
}

function cancelled(
  tour: Tour,
  listingAgentEmail: string,
  confirmedSlot?: { label: string },
): Promise<string> {
  const payload = TourCancelled.fromPartial({
    ...tour,
    timeZoneLabel: 'Mountain Time',
    slots: SLOTS.map((slot) => ({ label: slot.label, startsAt: slot.startsAt })),
    confirmedSlot,
    contactName: 'Ana Buyer',
    listingAgentEmail,
    occurredAt: new Date().toISOString(),
  });
  return running.publish(topics.tourCancelled, tour.tourId, payload);
}

function registered(userId: string, email: string): Promise<string> {
  const payload = UserRegistered.fromPartial({
    userId,
    email,
    fullName: 'Ana Account',
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

/** The e-mails to `recipient` about this tour's property (its address is in each). */
async function mailAbout(recipient: string, tour: Tour): Promise<CaughtEmail[]> {
  return (await emailsTo(recipient)).filter((email) => (email.text ?? '').includes(tour.propertyAddress));
}

function oneEmail(recipient: string, tour: Tour, what: string): Promise<CaughtEmail> {
  return waitFor(
    async () => {
      const [first] = await mailAbout(recipient, tour);
      return first;
    },
    { timeoutMs: MAIL_TIMEOUT_MS, message: `${what} to ${recipient}` },
  );
}

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!);
const unescapeHref = (href: string) => href.replace(/&amp;/g, '&');

describe('tour.scheduled', () => {
  it("e-mails the desk and the listing agent a 'Confirm {date} {time}' link per proposed time, and tells the buyer in the bell", async () => {
    const tour = newTour();
    const agent = address('agent');
    const eventId = await scheduled(tour, { listingAgentEmail: agent });
    await handled(eventId);

    const desk = await oneEmail(deskEmail, tour, 'the tour request');
    expect(desk.subject).toBe(`Tour request: ${tour.propertyAddress}`);
    const text = desk.text ?? '';
    expect(text).toContain('Ana <Buyer> would like to see');
    expect(text).toContain('proposed 3 times (Mountain Time)');
    expect(text).toContain('E-mail: ana.contact@example.com');
    expect(text).toContain('Phone: (801) 555-0100');
    for (const slot of SLOTS) {
      const link = confirmLink(`${tour.tourId}.${slot.token}`);
      expect(text).toContain(`\nConfirm ${slot.label}:\n${link}\n`);
      expect(desk.html).toContain(`>Confirm ${slot.label}</a>`);
    }
    // The HTML links, read back as a browser would, carry each token intact.
    const tokens = hrefs(desk.html ?? '')
      .map(unescapeHref)
      .filter((href) => href.startsWith(`${running.appBaseUrl}/tours/confirm#`))
      .map((href) => new URLSearchParams(new URL(href).hash.slice(1)).get('token'));
    expect([...new Set(tokens)]).toEqual(SLOTS.map((slot) => `${tour.tourId}.${slot.token}`));
    expect(desk.html).toContain('Ana &lt;Buyer&gt;');
    expect(desk.html).not.toContain('<Buyer>');

    const copy = await oneEmail(agent, tour, "the listing agent's copy");
    expect(copy.subject).toBe(desk.subject);
    expect(copy.text?.split('\n')[0]).toBe('Hi Lee Agent,');
    expect(copy.text).toContain(
      `\nConfirm ${SLOTS[0]!.label}:\n${confirmLink(`${tour.tourId}.${SLOTS[0]!.token}`)}\n`,
    );

    expect(await bellOf(tour.ownerId)).toEqual([
      expect.objectContaining({
        kind: 'tour_requested',
        title: 'Tour requested',
        body: `You asked to see ${tour.propertyAddress} at 3 proposed times. An agent will contact you soon to confirm available times.`,
        subjectId: tour.propertyId,
        link: `/properties/${tour.propertyId}`,
        read: false,
      }),
    ]);
    const queued = await running.db('outgoing_emails').where({ event_id: eventId }).orderBy('recipient');
    expect(queued.map((row: { recipient: string }) => row.recipient).sort()).toEqual(
      [agent, deskEmail].sort(),
    );
  });

  it("shows only the channel the buyer chose, writes to the desk alone when no agent's e-mail is known, and once per redelivery", async () => {
    const tour = newTour();
    const eventId = await scheduled(tour, {
      contactEmail: '',
      contactPhone: '(801) 555-0199',
      contactName: 'Bo',
    });
    await handled(eventId);
    // Redelivered (same ce_id): the inbox skips it.
    await scheduled(tour, { contactEmail: '', contactPhone: '(801) 555-0199', contactName: 'Bo' }, eventId);
    const later = newTour();
    await handled(await scheduled(later, { contactPhone: '' }));

    const desk = await oneEmail(deskEmail, tour, 'the phone-only request');
    expect(desk.text).toContain('Phone: (801) 555-0199');
    expect(desk.text).not.toContain('E-mail:');
    expect(desk.text).not.toContain('ana.contact@example.com');
    expect(desk.html).not.toContain('ana.contact@example.com');
    await waitFor(async () => (await mailAbout(deskEmail, later)).length === 1, {
      timeoutMs: MAIL_TIMEOUT_MS,
      message: 'the e-mail-only request',
    });
    const emailOnly = (await mailAbout(deskEmail, later))[0]!;
    expect(emailOnly.text).toContain('E-mail: ana.contact@example.com');
    expect(emailOnly.text).not.toContain('Phone:');

    expect(await mailAbout(deskEmail, tour)).toHaveLength(1);
    expect(await running.db('outgoing_emails').where({ event_id: eventId })).toHaveLength(1);
    expect((await bellOf(tour.ownerId)).map((notice) => notice.kind)).toEqual(['tour_requested']);
  });

  it('dead-letters a request without confirm tokens, e-mailing no one', async () => {
    const deadLetters = await collectDeadLetters('tour-dlq', [topics.tourScheduled]);
    try {
      const tour = newTour();
      const eventId = await scheduled(tour, {
        slots: [{ slot: { label: SLOTS[0]!.label, startsAt: SLOTS[0]!.startsAt }, confirmToken: '' }],
      });
      const [parked] = await deadLetteredBy(running, deadLetters, [eventId], { timeoutMs: EVENT_TIMEOUT_MS });
      expect(parked!.headers.ce_id).toBe(eventId);
      expect(await running.db('outgoing_emails').where({ event_id: eventId })).toEqual([]);
      expect(await running.db('notifications').where({ source_event_id: eventId })).toEqual([]);
    } finally {
      await deadLetters.stop();
    }
  });
});

interface CaughtAttachment {
  contentType: string;
  fileName?: string;
  filename?: string;
  generatedFileName: string;
}

async function attachmentsOf(email: CaughtEmail): Promise<{ meta: CaughtAttachment; content: string }[]> {
  const { attachments = [] } = email as CaughtEmail & { attachments?: CaughtAttachment[] };
  return Promise.all(
    attachments.map(async (meta) => {
      const url = `${testMail().apiUrl}/api/email/${email.id}/attachment/${encodeURIComponent(meta.generatedFileName)}`;
      const response = await fetch(url);
      if (!response.ok) throw new Error(`maildev answered ${response.status} for the attachment`);
      return { meta, content: await response.text() };
    }),
  );
}

describe('tour.confirmed', () => {
  it("e-mails the buyer's account address the confirmation with an .ics invitation, and tells them in the bell", async () => {
    const account = address('account');
    const tour = newTour();
    await handled(await registered(tour.ownerId, account));
    await handled(await confirmed(tour, address('contact')));

    const email = await oneEmail(account, tour, 'the confirmation');
    expect(email.subject).toBe(`Your tour of ${tour.propertyAddress} is confirmed`);
    expect(email.text?.split('\n')[0]).toBe('Hi Ana Account,');
    expect(email.text).toContain(`is confirmed for 12/02/2026 1:00 PM (Mountain Time).`);
    expect(email.text).toContain(
      `\nView the property:\n${running.appBaseUrl}/properties/${tour.propertyId}\n`,
    );

    const [invitation, ...others] = await attachmentsOf(email);
    expect(others).toEqual([]);
    expect(invitation!.meta.contentType).toMatch(/^text\/calendar/);
    expect(invitation!.meta.fileName ?? invitation!.meta.filename).toBe('tour.ics');
    const ics = invitation!.content;
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    const unfolded = ics.replace(/\r\n /g, '');
    // 1:00 PM Mountain Time (UTC-7) is 20:00 UTC, for one hour.
    expect(unfolded).toContain('\r\nDTSTART:20261202T200000Z\r\n');
    expect(unfolded).toContain('\r\nDTEND:20261202T210000Z\r\n');
    expect(unfolded).toContain(`\r\nUID:tour-${tour.tourId}@homeward.app\r\n`);
    expect(unfolded).toContain(`\r\nSUMMARY:Tour of ${tour.propertyAddress.replace(/,/g, '\\,')}\r\n`);
    expect(unfolded).toContain('\r\nMETHOD:PUBLISH\r\n');
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    expect(await bellOf(tour.ownerId)).toEqual([
      expect.objectContaining({
        kind: 'tour_confirmed',
        title: 'Tour confirmed',
        body: `Your tour of ${tour.propertyAddress} is confirmed for 12/02/2026 1:00 PM (Mountain Time).`,
        link: `/properties/${tour.propertyId}`,
      }),
    ]);
  });

  it("falls back to the tour's contact e-mail when the account's address is not known", async () => {
    const contact = address('contact-only');
    const tour = newTour();
    const eventId = await confirmed(tour, contact);
    await handled(eventId);
    const email = await oneEmail(contact, tour, 'the confirmation');
    expect(email.text?.split('\n')[0]).toBe('Hi Ana Contact,');
    expect(await attachmentsOf(email)).toHaveLength(1);
  });

  it('tells a buyer who gave no e-mail and has no known address in the bell only', async () => {
    const tour = newTour();
    const eventId = await confirmed(tour, '');
    await handled(eventId);
    expect(await running.db('outgoing_emails').where({ event_id: eventId })).toEqual([]);
    expect((await bellOf(tour.ownerId)).map((notice) => notice.kind)).toEqual(['tour_confirmed']);
  });
});

describe('tour.cancelled', () => {
  it('tells the desk and the listing agent the request was withdrawn, and the buyer in the bell', async () => {
    const tour = newTour();
    const agent = address('agent-cancel');
    await handled(await cancelled(tour, agent));

    const desk = await oneEmail(deskEmail, tour, 'the withdrawal');
    expect(desk.subject).toBe(`Tour request withdrawn: ${tour.propertyAddress}`);
    expect(desk.text).toContain(`Ana Buyer withdrew the request to see ${tour.propertyAddress}.`);
    expect(desk.text).toContain(
      `Proposed times: ${SLOTS.map((slot) => slot.label).join('; ')} (Mountain Time)`,
    );
    const copy = await oneEmail(agent, tour, "the listing agent's withdrawal");
    expect(copy.subject).toBe(desk.subject);

    expect(await bellOf(tour.ownerId)).toEqual([
      expect.objectContaining({
        kind: 'tour_cancelled',
        title: 'Tour cancelled',
        link: `/properties/${tour.propertyId}`,
      }),
    ]);
  });

  it('names the confirmed time that no longer holds', async () => {
    const tour = newTour();
    await handled(await cancelled(tour, '', { label: SLOTS[2]!.label }));
    const desk = await oneEmail(deskEmail, tour, 'the cancelled confirmed tour');
    expect(desk.text).toContain(`The tour confirmed for ${SLOTS[2]!.label} (Mountain Time) is cancelled`);
  });
});
