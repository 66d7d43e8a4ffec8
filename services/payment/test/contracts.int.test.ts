// Replays what the payment service's consumers state they rely on (bff/contracts/payment.contract.json) against the
// real payment service, with the real property service beside it; see docs/contracts.md.
import { randomUUID } from 'node:crypto';
import { verifyConsumers } from '@homeward/testing/src/contracts';
import { startPaymentHarness, type PaymentHarness } from './support/harness';

let harness: PaymentHarness;

beforeAll(async () => {
  harness = await startPaymentHarness('payment_contracts');
}, 60_000);

afterAll(async () => {
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
  },
});
