// Replays what the payment service's consumers state they rely on (bff/contracts/payment.contract.json) against the
// real payment service, with the real property service beside it; see docs/contracts.md.
import { randomUUID } from 'node:crypto';
import { connectDatabase, type Knex } from '@homeward/kit';
import { verifyConsumers } from '@homeward/testing/src/contracts';
import { paymentIntentObject } from '../src/providers/offline-provider';
import { signedEvent, startPaymentHarness, type PaymentHarness } from './support/harness';

let harness: PaymentHarness;
let db: Knex;

beforeAll(async () => {
  harness = await startPaymentHarness('payment_contracts');
  db = connectDatabase(harness.paymentDatabase.url);
}, 60_000);

afterAll(async () => {
  await db?.destroy();
  await harness?.stop();
});

async function lockedProperty() {
  const accessToken = await harness.issuer.tokenFor(randomUUID());
  const auth = { accessToken };
  const { property } = await harness.properties.createProperty(
    { address: '5500 Grand Lake Dr, San Antonio, TX 78244' },
    auth,
  );
  await harness.properties.activateProperty({ propertyId: property!.id }, auth);
  return { accessToken, propertyId: property!.id };
}

verifyConsumers({
  provider: 'payment',
  address: () => `127.0.0.1:${harness.payment.grpcPort}`,
  states: {
    'a signed-in caller': async () => ({ accessToken: await harness.issuer.tokenFor(randomUUID()) }),
    'a locked property owned by the caller': async () => {
      const { accessToken, propertyId } = await lockedProperty();
      return { accessToken, values: { property_id: propertyId } };
    },
    'an open payment for a property of the caller': async () => {
      const { accessToken, propertyId } = await lockedProperty();
      const { clientSecret } = await harness.payments.createPayment(
        { propertyId, amountCents: 9900 },
        { accessToken },
      );
      return { accessToken, values: { property_id: propertyId, client_secret: clientSecret } };
    },
    // What the BFF forwards from Stripe, signed with the offline provider's webhook secret; no caller token.
    'a signed payment_intent.succeeded event for an open payment': async () => {
      const { accessToken, propertyId } = await lockedProperty();
      const { clientSecret } = await harness.payments.createPayment(
        { propertyId, amountCents: 9900 },
        { accessToken },
      );
      const intent = await db('offline_payment_intents')
        .where({ id: clientSecret.split('_secret_')[0] })
        .first();
      const event = signedEvent(
        'payment_intent.succeeded',
        paymentIntentObject({ ...intent, status: 'succeeded' }),
      );
      return { values: { payload_base64: event.payload.toString('base64'), signature: event.signature } };
    },
  },
});
