import type { Journey } from './journeys';
import {
  countEvents,
  tally,
  unhandled,
  verificationsByAddress,
  type CaughtEmail,
  type EffectCount,
  type Observed,
} from './ledger';

const journey = (accepted: Journey['accepted']): Journey => ({
  email: `${accepted.join('-')}@example.com`,
  startedAt: 0,
  ok: false,
  accepted,
});

/** `events` events, each seen `copies` times. */
const seen = (events: number, copies = events > 0 ? 1 : 0): EffectCount => ({
  events,
  copiesPerEvent: copies,
});

describe('tally', () => {
  it('counts an accepted step without its effect as lost, and any effect seen twice as doubled', () => {
    const whole = journey(['sign-up', 'verify', 'add', 'unlock', 'tour']);
    const stoppedAtAdd = journey(['sign-up', 'verify']);
    const observed: Observed = new Map([
      [whole, { 'sign-up': seen(1), add: seen(1), unlock: seen(0), tour: seen(2) }],
      [stoppedAtAdd, { 'sign-up': seen(1), add: seen(1), unlock: seen(0), tour: seen(0) }],
    ]);
    expect(tally([whole, stoppedAtAdd], observed)).toEqual([
      expect.objectContaining({
        step: 'sign-up',
        expected: 2,
        applied: 2,
        lost: 0,
        doubled: 0,
        appliedAfterFailure: 0,
      }),
      expect.objectContaining({
        step: 'add',
        expected: 1,
        applied: 1,
        lost: 0,
        doubled: 0,
        appliedAfterFailure: 1,
      }),
      expect.objectContaining({
        step: 'unlock',
        expected: 1,
        applied: 0,
        lost: 1,
        doubled: 0,
        appliedAfterFailure: 0,
      }),
      expect.objectContaining({
        step: 'tour',
        expected: 1,
        applied: 1,
        lost: 0,
        doubled: 1,
        appliedAfterFailure: 0,
      }),
    ]);
  });

  it('tells a verification link re-sent for a new event from one event e-mailed twice', () => {
    const resent = journey(['sign-up']);
    const twice = journey(['sign-up']);
    const failedThenResent = journey([]);
    const observed: Observed = new Map([
      [resent, { 'sign-up': seen(2, 1) }],
      [twice, { 'sign-up': seen(1, 2) }],
      [failedThenResent, { 'sign-up': seen(2, 1) }],
    ]);
    expect(tally([resent, twice, failedThenResent], observed)[0]).toEqual({
      step: 'sign-up',
      effect: 'verification e-mail',
      expected: 2,
      applied: 2,
      lost: 0,
      doubled: 1,
      appliedAfterFailure: 1,
      resent: 2,
    });
  });

  it('counts two events for one call of a step that is never re-sent by design as doubled', () => {
    const twoProperties = journey(['sign-up', 'verify', 'add']);
    const observed: Observed = new Map([[twoProperties, { 'sign-up': seen(1), add: seen(2) }]]);
    expect(tally([twoProperties], observed)[1]).toMatchObject({ step: 'add', doubled: 1, resent: 0 });
  });
});

describe('verificationsByAddress', () => {
  const link = 'Verify: http://127.0.0.1:5173/auth/verify-email#token=abc';
  const mail = (id: string, to: string, eventId?: string, text = link): CaughtEmail => ({
    id,
    to: [{ address: to }],
    text,
    headers: eventId ? { 'x-homeward-event-id': eventId } : {},
  });

  it('groups the verification e-mails of each address by the event that asked for them', () => {
    const counts = verificationsByAddress([
      mail('1', 'Resent@example.com', 'e1'),
      mail('2', 'resent@example.com', 'e2'),
      mail('3', 'twice@example.com', 'e3'),
      mail('4', 'twice@example.com', 'e3'),
      mail('5', 'once@example.com', 'e4'),
      mail('6', 'once@example.com', 'e5', 'Your password was changed'),
    ]);
    expect(Object.fromEntries(counts)).toEqual({
      'resent@example.com': { events: 2, copiesPerEvent: 1 },
      'twice@example.com': { events: 1, copiesPerEvent: 2 },
      'once@example.com': { events: 1, copiesPerEvent: 1 },
    });
  });

  it('counts an e-mail without the event header as an event of its own, never hiding a double', () => {
    const counts = verificationsByAddress([mail('1', 'old@example.com'), mail('2', 'old@example.com')]);
    expect(counts.get('old@example.com')).toEqual({ events: 2, copiesPerEvent: 1 });
  });
});

describe('countEvents', () => {
  it('counts per topic and shows the handled events no outbox holds as published: pending, or unknown', () => {
    const at = new Date('2026-11-28T04:00:00Z');
    const counts = countEvents({
      published: [
        { service: 'property', id: 'p1', topic: 'property.created', publishedAt: at },
        { service: 'property', id: 'p2', topic: 'property.created', publishedAt: at },
      ],
      // sent by the relay, its mark not committed yet: handled already, and sent again later with the same id
      pending: [{ service: 'property', id: 'p3', topic: 'property.created' }],
      inboxes: new Map([
        ['notifications', new Map([['property.created', new Set(['p1', 'p2', 'p3', 'stray'])]])],
        ['payment', new Map([['property.created', new Set(['p1'])]])],
      ]),
    });
    expect(counts).toEqual([
      {
        topic: 'property.created',
        published: 2,
        pending: 1,
        handled: { notifications: 4, payment: 1 },
        handledUnpublished: { notifications: { pending: 1, unknown: 1 } },
      },
    ]);
  });
});

describe('unhandled', () => {
  it('lists each published event a consumer of its topic has no inbox row for, and ignores topics nobody consumes', () => {
    const at = new Date('2026-11-28T04:00:00Z');
    const published = [
      { service: 'identity', id: 'u1', topic: 'user.registered', publishedAt: at },
      { service: 'identity', id: 'u2', topic: 'user.registered', publishedAt: at },
      { service: 'property', id: 'p1', topic: 'property.created', publishedAt: at },
      { service: 'documents', id: 'd1', topic: 'document.ready', publishedAt: at },
    ];
    const inboxes = new Map([
      [
        'notifications',
        new Map([
          ['user.registered', new Set(['u1'])],
          ['property.created', new Set(['p1'])],
        ]),
      ],
      ['payment', new Map([['property.created', new Set<string>()]])],
    ]);
    expect(unhandled(published, inboxes)).toEqual([
      {
        topic: 'user.registered',
        id: 'u2',
        publisher: 'identity',
        consumer: 'notifications',
        publishedAt: at.toISOString(),
      },
      {
        topic: 'property.created',
        id: 'p1',
        publisher: 'property',
        consumer: 'payment',
        publishedAt: at.toISOString(),
      },
    ]);
  });
});
