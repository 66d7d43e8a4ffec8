// The side-effect-free entry: importing '@stripe/stripe-js' itself would inject Stripe's script on import, even for
// the offline gateway, which must never reach Stripe's servers.
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

// Stripe.js may be initialised once per key; a second loadStripe for the same key would make a second instance.
const loadedByKey = new Map<string, Promise<Stripe | null>>();

/** Stripe.js for this publishable key, loaded on first use only. A failed load is forgotten so a retry can work. */
export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  const cached = loadedByKey.get(publishableKey);
  if (cached) return cached;
  const loading = loadStripe(publishableKey).catch((error: unknown) => {
    loadedByKey.delete(publishableKey);
    throw error;
  });
  loadedByKey.set(publishableKey, loading);
  return loading;
}
