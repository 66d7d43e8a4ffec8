import { waitFor } from '@homeward/testing';
import type { HttpClient } from './http-client';

// payment.succeeded -> property -> property.unlocked crosses the broker before the property reads as unlocked.
const UNLOCK_TIMEOUT_MS = 60_000;

/**
 * Unlocks one of the client's properties the way the SPA's payment form does on the offline gateway: the $99 payment,
 * then Stripe's success test card; resolves once the property reads as unlocked. Faster than the UI, for tests
 * whose subject is what an unlocked property offers (unlock.e2e covers the UI).
 */
export async function unlockWithTestCard(client: HttpClient, propertyId: string): Promise<void> {
  const created = await client.post('/api/stripe/create-payment', { json: { amount: 99, propertyId } });
  if (created.status !== 200)
    throw new Error(`create payment: expected 200, got ${created.status}: ${created.text}`);
  const { clientSecret } = created.body as { clientSecret: string };
  const paid = await client.post('/api/stripe/offline/confirm', {
    json: { client_secret: clientSecret, card_number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
  });
  if (paid.status !== 200) throw new Error(`confirm payment: expected 200, got ${paid.status}: ${paid.text}`);
  await waitFor(
    async () => {
      const response = await client.get(`/api/properties/${propertyId}`);
      const { property } = response.body as { property?: { is_unlocked: boolean } };
      return property?.is_unlocked ? true : undefined;
    },
    { timeoutMs: UNLOCK_TIMEOUT_MS, intervalMs: 250, message: `property ${propertyId} to be unlocked` },
  );
}
