import { canBeReused, stateFromProviderStatus } from './payment';

describe('payment state from the provider status', () => {
  it.each([
    ['requires_payment_method', 'requires_payment_method'],
    ['requires_confirmation', 'requires_payment_method'],
    ['requires_action', 'requires_payment_method'],
    ['processing', 'processing'],
    ['requires_capture', 'processing'],
    ['succeeded', 'succeeded'],
    ['canceled', 'canceled'],
  ])('%s -> %s', (status, state) => expect(stateFromProviderStatus(status)).toBe(state));

  it('reuses every intent but a canceled one', () => {
    expect(canBeReused('requires_payment_method')).toBe(true);
    expect(canBeReused('processing')).toBe(true);
    expect(canBeReused('canceled')).toBe(false);
  });
});
