import type { Journey } from './journeys';
import { tally, unhandled, type Observed } from './ledger';

const journey = (accepted: Journey['accepted']): Journey => ({
  email: `${accepted.join('-')}@example.com`,
  startedAt: 0,
  ok: false,
  accepted,
});

describe('tally', () => {
  it('counts an accepted step without its effect as lost, and any effect seen twice as doubled', () => {
    const whole = journey(['sign-up', 'verify', 'add', 'unlock', 'tour']);
    const stoppedAtAdd = journey(['sign-up', 'verify']);
    const observed: Observed = new Map([
      [whole, { 'sign-up': 1, add: 1, unlock: 0, tour: 2 }],
      [stoppedAtAdd, { 'sign-up': 1, add: 1, unlock: 0, tour: 0 }],
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
