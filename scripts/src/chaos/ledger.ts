// What actually happened, read back after the campaign: each accepted step's effect counted through the app (the
// mail catcher, the buyer's notifications, the property), and each service's outbox and inbox counted in its
// database.
import { VERIFY_LINK } from '../bench/homeward-client';
import { forEachServiceDatabase } from '../stack/service-databases';
import type { BackendName } from '../stack/homeward';
import type { Journey, Step } from './journeys';

/** The effect an accepted step promises, and how many times it happened for one journey. */
export const EFFECTS = {
  'sign-up': 'verification e-mail',
  add: 'property_created notification',
  unlock: 'property_unlocked notification',
  tour: 'tour_requested notification',
} as const satisfies Partial<Record<Step, string>>;
export type EffectStep = keyof typeof EFFECTS;

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
}

/** How many times each effect happened for each journey, by step. */
export type Observed = Map<Journey, Partial<Record<EffectStep, number>>>;

interface CaughtEmail {
  to: { address: string }[];
  subject?: string;
  text?: string;
}

interface NotificationJson {
  kind: string;
}

export async function observeEffects(
  appUrl: string,
  mailWebUrl: string,
  journeys: Journey[],
): Promise<Observed> {
  const mails = (await (await fetch(`${mailWebUrl}/api/email`)).json()) as CaughtEmail[];
  const verifications = new Map<string, number>();
  for (const mail of mails)
    if (VERIFY_LINK.test(mail.text ?? ''))
      for (const to of mail.to)
        verifications.set(to.address.toLowerCase(), (verifications.get(to.address.toLowerCase()) ?? 0) + 1);
  const observed: Observed = new Map();
  for (const journey of journeys) {
    const counts: Partial<Record<EffectStep, number>> = { 'sign-up': verifications.get(journey.email) ?? 0 };
    if (journey.user) {
      const response = await fetch(`${appUrl}/api/notifications?limit=50`, {
        headers: { Cookie: journey.user.cookie },
      });
      if (!response.ok) throw new Error(`notifications of ${journey.email}: HTTP ${response.status}`);
      const { notifications } = (await response.json()) as { notifications: NotificationJson[] };
      const kinds = notifications.map((notification) => notification.kind);
      counts.add = kinds.filter((kind) => kind === 'property_created').length;
      counts.unlock = kinds.filter((kind) => kind === 'property_unlocked').length;
      counts.tour = kinds.filter((kind) => kind === 'tour_requested').length;
    }
    observed.set(journey, counts);
  }
  return observed;
}

/** Lost: an accepted step with no effect. Doubled: any journey with an effect more than once. */
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
    };
    for (const journey of journeys) {
      const count = observed.get(journey)?.[step] ?? 0;
      if (count > 1) row.doubled++;
      if (journey.accepted.includes(step)) {
        row.expected++;
        if (count > 0) row.applied++;
        else row.lost++;
      } else if (count > 0) row.appliedAfterFailure++;
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
}

export async function countEvents(databaseUrls: Record<BackendName, string>): Promise<TopicCount[]> {
  const topics = new Map<string, TopicCount>();
  const of = (topic: string) => {
    let entry = topics.get(topic);
    if (!entry) topics.set(topic, (entry = { topic, published: 0, pending: 0, handled: {} }));
    return entry;
  };
  await forEachServiceDatabase(databaseUrls, async (service, db) => {
    if (await db.schema.hasTable('outbox')) {
      const rows = await db('outbox')
        .select('topic')
        .select(db.raw('count(*) filter (where published_at is not null)::int as published'))
        .select(db.raw('count(*) filter (where published_at is null)::int as pending'))
        .groupBy('topic');
      for (const row of rows as { topic: string; published: number; pending: number }[]) {
        of(row.topic).published += row.published;
        of(row.topic).pending += row.pending;
      }
    }
    if (await db.schema.hasTable('inbox')) {
      const rows = await db('inbox')
        .select('topic')
        .count<{ topic: string; count: string }[]>('* as count')
        .groupBy('topic');
      for (const row of rows) of(row.topic).handled[service] = Number(row.count);
    }
  });
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

export interface PublishedRow {
  service: string;
  id: string;
  topic: string;
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

/** Every service's published outbox rows and inbox ids, read from their databases. */
export async function readEventTables(
  databaseUrls: Record<BackendName, string>,
): Promise<{ published: PublishedRow[]; inboxes: Inboxes }> {
  const published: PublishedRow[] = [];
  const inboxes: Inboxes = new Map();
  await forEachServiceDatabase(databaseUrls, async (service, db) => {
    if (await db.schema.hasTable('outbox')) {
      const rows = await db('outbox')
        .whereNotNull('published_at')
        .select<{ id: string; topic: string; published_at: Date }[]>('id', 'topic', 'published_at');
      for (const row of rows)
        published.push({ service, id: row.id, topic: row.topic, publishedAt: row.published_at });
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
      if (topics.size > 0) inboxes.set(service, topics);
    }
  });
  return { published, inboxes };
}
