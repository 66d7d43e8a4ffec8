import { describe, expect, it, vi } from 'vitest';

const { loadStripe } = vi.hoisted(() => ({ loadStripe: vi.fn() }));
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe }));

const { stripeFor } = await import('./stripe-loader');

describe('stripeFor', () => {
  it('loads Stripe.js once per publishable key and hands every caller the same instance', async () => {
    const first = { name: 'stripe for pk_test_one' };
    const second = { name: 'stripe for pk_test_two' };
    loadStripe.mockImplementation(async (key: string) => (key === 'pk_test_one' ? first : second));

    expect(await stripeFor('pk_test_one')).toBe(first);
    expect(await stripeFor('pk_test_one')).toBe(first);
    expect(await stripeFor('pk_test_two')).toBe(second);
    expect(loadStripe.mock.calls).toEqual([['pk_test_one'], ['pk_test_two']]);
  });

  it('tries again after a failed load instead of keeping the failure', async () => {
    loadStripe.mockReset();
    loadStripe.mockRejectedValueOnce(new Error('Failed to load Stripe.js'));
    loadStripe.mockResolvedValueOnce({ name: 'stripe on the second try' });

    await expect(stripeFor('pk_test_flaky')).rejects.toThrow('Failed to load Stripe.js');
    expect(await stripeFor('pk_test_flaky')).toEqual({ name: 'stripe on the second try' });
    expect(loadStripe).toHaveBeenCalledTimes(2);
  });
});
