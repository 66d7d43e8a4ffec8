import type { Journey } from './journeys';
import { tally, type Observed } from './ledger';

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
