import { afterFailedSend, isPermanentRejection, type DeliveryPolicy } from './delivery-policy';

const policy: DeliveryPolicy = { maxAttempts: 4, backoff: { initialMs: 1000, maxMs: 5000 } };
const noJitter = () => 0;
const connectionRefused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1025'), {
  code: 'ESOCKET',
});

describe('afterFailedSend', () => {
  it('retries a transient failure with growing, capped delays', () => {
    expect(
      [1, 2, 3].map((attempts) => afterFailedSend(attempts, connectionRefused, policy, noJitter)),
    ).toEqual([
      { action: 'retry', delayMs: 1000 },
      { action: 'retry', delayMs: 2000 },
      { action: 'retry', delayMs: 4000 },
    ]);
    const capped = { ...policy, maxAttempts: 10 };
    expect(afterFailedSend(6, connectionRefused, capped, noJitter)).toEqual({
      action: 'retry',
      delayMs: 5000,
    });
  });

  it('gives up once the last attempt has failed', () => {
    expect(afterFailedSend(4, connectionRefused, policy, noJitter)).toEqual({
      action: 'give_up',
      reason: 'failed 4 times',
    });
  });

  it('retries a temporary 4xx rejection but gives up at once on an unknown mailbox', () => {
    const greylisted = Object.assign(new Error('451 try again later'), { responseCode: 451 });
    const unknownMailbox = Object.assign(new Error('550 5.1.1 user unknown'), { responseCode: 550 });
    expect(afterFailedSend(1, greylisted, policy, noJitter)).toEqual({ action: 'retry', delayMs: 1000 });
    expect(afterFailedSend(1, unknownMailbox, policy, noJitter)).toEqual({
      action: 'give_up',
      reason: 'rejected by the mail server',
    });
  });
});

describe('isPermanentRejection', () => {
  it('treats authentication and server errors as fixable, not permanent', () => {
    expect(isPermanentRejection({ responseCode: 535 })).toBe(false);
    expect(isPermanentRejection({ responseCode: 554 })).toBe(false);
    expect(isPermanentRejection({ responseCode: 553 })).toBe(true);
    expect(isPermanentRejection('550')).toBe(false);
    expect(isPermanentRejection(null)).toBe(false);
  });
});
