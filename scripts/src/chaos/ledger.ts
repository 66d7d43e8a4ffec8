// What actually happened, read back after the campaign: each accepted step's effect counted through the app (the
// mail catcher, the buyer's notifications, the property), and each service's outbox and inbox counted in its
// database.
import { VERIFY_LINK } from '../bench/homeward-client';
import { forEachServiceDatabase } from '@homeward/local-stack/src/service-databases';
import type { BackendName } from '@homeward/local-stack/src/homeward';
import type { Journey, Step } from './journeys';

/** The effect an accepted step promises, and how many times it happened for one journey. */
export const EFFECTS = {
  'sign-up': 'verification e-mail',
  add: 'property_created notification',
  unlock: 'property_unlocked notification',
  tour: 'tour_requested notification',
} as const satisfies Partial<Record<Step, string>>;
export type EffectStep = keyof typeof EFFECTS;

/**
 * A step whose effect may come again by design, as a new event: a sign-up for an address that exists unverified
 * sends a fresh link (identity's user.verification_requested, a new event id). Two of those are not a double; two
 * e-mails for one event are. For the other steps one accepted call owes one event.
 */
const RESENDABLE: ReadonlySet<EffectStep> = new Set(['sign-up']);

export interface EffectTally {
  step: EffectStep;
  effect: string;
  /** Journeys whose step the app accepted: each owes exactly one effect. */
  expected: number;
  applied: number;
  lost: number;
  doubled: number;
  /** Journeys whose step failed but whose effect happened anyway (allowed: the app may finish what it answered 5xx). */
  appliedAfterFailure: number;
  /** Journeys that got the effect again for a new event by design (a verification link re-sent): not a double. */
  resent: number;
}

/** One journey's effect of one step: for how many events, and the most copies any one event brought. */
export interface EffectCount {
  events: number;
  copiesPerEvent: number;
}

/** How many times each effect happened for each journey, by step. */
export type Observed = Map<Journey, Partial<Record<EffectStep, EffectCount>>>;

/** The mail catcher's message, as much as the campaign reads (header names in lower case). */
export interface CaughtEmail {
  id: string;
  to: { address: string }[];
  subject?: string;
  text?: string;
  headers?: Record<string, string | string[] | undefined>;
}

interface NotificationJson {
  kind: string;
}

export const EVENT_ID_HEADER = 'x-homeward-event-id';

/**
 * Verification e-mails per address, grouped by the event that asked for each (notifications names it in
 * X-Homeward-Event-Id): an e-mail without that header counts as an event of its own, so it can never hide a double.
 */
export function verificationsByAddress(mails: CaughtEmail[]): Map<string, EffectCount> {
  const perEvent = new Map<string, Map<string, number>>();
  for (const mail of mails) {
    if (!VERIFY_LINK.test(mail.text ?? '')) continue;
    const header = mail.headers?.[EVENT_ID_HEADER];
    const eventId = (Array.isArray(header) ? header[0] : header) ?? `no event id: ${mail.id}`;
    for (const to of mail.to) {
      const address = to.address.toLowerCase();
      let events = perEvent.get(address);
      if (!events) perEvent.set(address, (events = new Map()));
      events.set(eventId, (events.get(eventId) ?? 0) + 1);
    }
  }
  return new Map(
    [...perEvent].map(([address, events]) => [
      address,
      { events: events.size, copiesPerEvent: Math.max(...events.values()) },
    ]),
  );
}

/** In-app notifications are stored once per event (a unique key), so each one is its own event. */
const notificationsOf = (kinds: string[], kind: string): EffectCount => {
  const events = kinds.filter((each) => each === kind).length;
  return { events, copiesPerEvent: events > 0 ? 1 : 0 };
};

export async function observeEffects(
  appUrl: string,
  mailWebUrl: string,
  journeys: Journey[],
): Promise<Observed> {
  const mails = (await (await fetch(`${mailWebUrl}/api/email`)).json()) as CaughtEmail[];
  const verifications = verificationsByAddress(mails);
  const observed: Observed = new Map();
  for (const journey of journeys) {
    const counts: Partial<Record<EffectStep, EffectCount>> = {
      'sign-up': verifications.get(journey.email) ?? { events: 0, copiesPerEvent: 0 },
    };
    if (journey.user) {
      const response = await fetch(`${appUrl}/api/notifications?limit=50`, {
        headers: { Cookie: journey.user.cookie },
      });
      if (!response.ok) throw new Error(`notifications of ${journey.email}: HTTP ${response.status}`);
      const { notifications } = (await response.json()) as { notifications: NotificationJson[] };
      const kinds = notifications.map((notification) => notification.kind);
      counts.add = notificationsOf(kinds, 'property_created');
      counts.unlock = notificationsOf(kinds, 'property_unlocked');
      counts.tour = notificationsOf(kinds, 'tour_requested');
    }
    observed.set(journey, counts);
  }
  return observed;
}

/**
 * Lost: an accepted step with no effect. Doubled: any journey with one event's effect more than once, or (for a
 * step whose effect is not re-sent by design) with effects of more than one event. Resent: a resendable step's
 * effect for more than one event, each once.
 */
export function tally(journeys: Journey[], observed: Observed): EffectTally[] {
  return (Object.keys(EFFECTS) as EffectStep[]).map((step) => {
    const row: EffectTally = {
      step,
      effect: EFFECTS[step],
      expected: 0,
      applied: 0,
      lost: 0,
      doubled: 0,
      appliedAfterFailure: 0,
      resent: 0,
    };
    for (const journey of journeys) {
      const { events, copiesPerEvent } = observed.get(journey)?.[step] ?? { events: 0, copiesPerEvent: 0 };
      if (copiesPerEvent > 1 || (events > 1 && !RESENDABLE.has(step))) row.doubled++;
      else if (events > 1) row.resent++;
      if (journey.accepted.includes(step)) {
        row.expected++;
        if (events > 0) row.applied++;
        else row.lost++;
      } else if (events > 0) row.appliedAfterFailure++;
    }
    return row;
  });
}

export interface TopicCount {
  topic: string;
  published: number;
  /** Still in an outbox: not yet acknowledged by the broker. */
  pending: number;
  /** Inbox rows per consumer group: events handled (the inbox makes a repeat a no-op). */
  handled: Record<string, number>;
  /**
   * Per consumer, inbox rows whose event no outbox holds as published: pending ones (the relay's send went out,
   * its mark was not committed yet: at-least-once, sent again later with the same id) and ones no outbox holds at
   * all (which nothing explains). With both 0, handled <= published for every consumer.
   */
  handledUnpublished: Record<string, { pending: number; unknown: number }>;
}

/** Per topic, from one read of every outbox and inbox: counts, and the handled events no outbox shows published. */
export function countEvents(tables: EventTables): TopicCount[] {
  const topics = new Map<string, TopicCount>();
  const of = (topic: string) => {
    let entry = topics.get(topic);
    if (!entry)
      topics.set(topic, (entry = { topic, published: 0, pending: 0, handled: {}, handledUnpublished: {} }));
    return entry;
  };
  const published = new Set<string>();
  const pending = new Set<string>();
  for (const row of tables.published) {
    of(row.topic).published++;
    published.add(row.id);
  }
  for (const row of tables.pending) {
    of(row.topic).pending++;
    pending.add(row.id);
  }
  for (const [consumer, inbox] of tables.inboxes)
    for (const [topic, ids] of inbox) {
      const entry = of(topic);
      entry.handled[consumer] = ids.size;
      const unpublished = { pending: 0, unknown: 0 };
      for (const id of ids)
        if (pending.has(id)) unpublished.pending++;
        else if (!published.has(id)) unpublished.unknown++;
      if (unpublished.pending + unpublished.unknown > 0) entry.handledUnpublished[consumer] = unpublished;
    }
  return [...topics.values()].sort((a, b) => a.topic.localeCompare(b.topic));
}

/** A published event (an outbox row marked published) some consumer of its topic has no inbox row for. */
export interface UnhandledEvent {
  topic: string;
  id: string;
  /** The service that published it and the one that has not handled it. */
  publisher: string;
  consumer: string;
  publishedAt: string;
}

/** An outbox row: which service holds it, its event id and topic. */
export interface OutboxEntry {
  service: string;
  id: string;
  topic: string;
}

export interface PublishedRow extends OutboxEntry {
  publishedAt: Date;
}

/** Per service, per topic, the event ids its inbox holds. */
export type Inboxes = Map<string, Map<string, Set<string>>>;

/**
 * The events a consumer never handled. A topic's consumers are the services whose inbox holds any row of it (every
 * topic in the campaign has one, and each handles most of its events), so a missing inbox row is a lost event.
 */
export function unhandled(published: PublishedRow[], inboxes: Inboxes): UnhandledEvent[] {
  const missing: UnhandledEvent[] = [];
  for (const row of published)
    for (const [consumer, topics] of inboxes) {
      const handled = topics.get(row.topic);
      if (handled && !handled.has(row.id))
        missing.push({
          topic: row.topic,
          id: row.id,
          publisher: row.service,
          consumer,
          publishedAt: row.publishedAt.toISOString(),
        });
    }
  return missing;
}

export interface EventTables {
  published: PublishedRow[];
  /** Outbox rows not (or no longer: re-published) marked published. */
  pending: OutboxEntry[];
  inboxes: Inboxes;
}

/** Every service's outbox rows and inbox ids, read from their databases. */
export async function readEventTables(databaseUrls: Record<BackendName, string>): Promise<EventTables> {
  const tables: EventTables = { published: [], pending: [], inboxes: new Map() };
  await forEachServiceDatabase(databaseUrls, async (service, db) => {
    if (await db.schema.hasTable('outbox')) {
      const rows = await db('outbox').select<{ id: string; topic: string; published_at: Date | null }[]>(
        'id',
        'topic',
        'published_at',
      );
      for (const row of rows)
        if (row.published_at)
          tables.published.push({ service, id: row.id, topic: row.topic, publishedAt: row.published_at });
        else tables.pending.push({ service, id: row.id, topic: row.topic });
    }
    if (await db.schema.hasTable('inbox')) {
      const topics = new Map<string, Set<string>>();
      for (const row of await db('inbox').select<{ topic: string; event_id: string }[]>(
        'topic',
        'event_id',
      )) {
        let ids = topics.get(row.topic);
        if (!ids) topics.set(row.topic, (ids = new Set()));
        ids.add(row.event_id);
      }
      if (topics.size > 0) tables.inboxes.set(service, topics);
    }
  });
  return tables;
}

export interface StrandedEmail {
  eventId: string;
  template: string;
  status: string;
  /** Whether the mail catcher holds an e-mail for its event: the server took it before the kill. */
  delivered: boolean;
}

/**
 * E-mails a killed dispatcher left mid-send ('sending', or 'unconfirmed' once settled): notifications never sends
 * them again. Delivered: the kill came after the server took it (before the fix, it was sent a second time);
 * not delivered: the kill came before, and the e-mail is lost (a lost effect, if its call was accepted).
 */
export async function findStrandedEmails(
  databaseUrls: Record<BackendName, string>,
  mailWebUrl: string,
): Promise<StrandedEmail[]> {
  const [rows = []] = await forEachServiceDatabase(
    { notifications: databaseUrls.notifications },
    (_service, db) =>
      db('outgoing_emails')
        .whereIn('status', ['sending', 'unconfirmed'])
        .select<{ event_id: string; template: string; status: string }[]>('event_id', 'template', 'status'),
  );
  const mails = (await (await fetch(`${mailWebUrl}/api/email`)).json()) as CaughtEmail[];
  const mailed = new Set(mails.map((mail) => mail.headers?.[EVENT_ID_HEADER]).filter(Boolean));
  return rows.map((row) => ({
    eventId: row.event_id,
    template: row.template,
    status: row.status,
    delivered: mailed.has(row.event_id),
  }));
}
