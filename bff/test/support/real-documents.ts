// The real documents, identity and property services in-process (the test topology: each on its own database of
// the run's PostgreSQL, on this file's broker, documents with a bucket of its own on the run's S3 server); for the
// BFF's test through the real documents service. Identity issues the tokens the others verify (its JWKS), so the
// BFF's session carries a real token and a draft's prefill reads the buyer's profile exactly as in production.
import { PaymentSucceeded } from '@homeward/protos/gen/homeward/payment/v1/events';
import { topics } from '@homeward/protos/topics';
import { startOrStop, startTestPublisher, startTopology } from '@homeward/testing';
import { emailVerifier, START } from './real-services';

export interface RealDocumentsServices {
  addresses: { identity: string; property: string; documents: string };
  /** Waits for identity's user.registered of this e-mail and verifies the address with its token. */
  verifyEmail(email: string): Promise<void>;
  /** What payment.succeeded does: the property service unlocks the property. */
  publishPaymentSucceeded(propertyId: string, userId: string): Promise<void>;
  stop(): Promise<void>;
}

export async function startRealDocumentsServices(prefix: string): Promise<RealDocumentsServices> {
  const topology = await startTopology({
    prefix,
    real: {
      identity: { start: START.identity },
      property: { start: START.property },
      documents: { start: START.documents },
    },
  });
  return startOrStop(async (stops) => {
    const payments = stops.add(await startTestPublisher('homeward/payment'), (publisher) => publisher.stop());
    return {
      addresses: {
        identity: topology.address('identity'),
        property: topology.address('property'),
        documents: topology.address('documents'),
      },
      verifyEmail: await emailVerifier(prefix, topology.address('identity'), stops),
      async publishPaymentSucceeded(propertyId, userId) {
        await payments.publish(
          topics.paymentSucceeded,
          propertyId,
          PaymentSucceeded.fromPartial({
            paymentId: crypto.randomUUID(),
            propertyId,
            userId,
            amountCents: 9900,
            currency: 'usd',
            providerPaymentId: `pi_${Date.now()}`,
            occurredAt: new Date().toISOString(),
          }),
        );
      },
      stop: () => topology.stop(),
    };
  }, topology.stops);
}
