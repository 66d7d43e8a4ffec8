// Opening the unlock payment: one payment per user and property, backed by one provider intent, reused by every
// later attempt so a buyer who comes back (or double-clicks) never ends up with two charges.
import { randomUUID } from 'node:crypto';
import { failedPrecondition, type Knex } from '@homeward/kit';
import { canBeReused, stateFromProviderStatus, type Payment } from '../domain/payment';
import { UNLOCK_CURRENCY, UNLOCK_PRICE_CENTS } from '../domain/price';
import type { GatewayIntent, PaymentGateway } from '../gateways/payment-gateway';
import { bindProviderIntent, insertOrFindPayment } from '../store/payments';
import { ALREADY_UNLOCKED } from './requests';
import type { Settlement } from './settlement';
import { paymentMetrics } from '../metrics';

export interface CheckoutDeps {
  db: Knex;
  gateway: PaymentGateway;
  settlement: Settlement;
}

export interface OpenPayment {
  payment: Payment;
  intent: GatewayIntent;
}

/** The user's open payment for the property (created on first use), with the intent the browser confirms. */
export async function openPayment(
  deps: CheckoutDeps,
  userId: string,
  propertyId: string,
): Promise<OpenPayment> {
  const payment = await insertOrFindPayment(deps.db, {
    id: randomUUID(),
    userId,
    propertyId,
    amountCents: UNLOCK_PRICE_CENTS,
    currency: UNLOCK_CURRENCY,
    gateway: deps.gateway.name,
  });
  if (payment.state === 'succeeded') throw failedPrecondition(ALREADY_UNLOCKED);
  if (!payment.providerPaymentId) return createIntent(deps, payment, null);
  // An intent of another gateway (the deployment switched) cannot be confirmed here: start afresh.
  if (payment.gateway !== deps.gateway.name) return createIntent(deps, payment, payment.providerPaymentId);

  const intent = await deps.gateway.retrieveIntent(payment.providerPaymentId);
  if (intent.status === 'succeeded') {
    // Paid, but the webhook has not arrived yet: settle now rather than offer a second payment.
    await deps.settlement.settleSucceededIntent(payment, intent);
    throw failedPrecondition(ALREADY_UNLOCKED);
  }
  if (canBeReused(stateFromProviderStatus(intent.status))) return { payment, intent };
  return createIntent(deps, payment, payment.providerPaymentId);
}

/**
 * Asks the gateway for an intent under a key derived from the payment (and the intent it replaces), so concurrent
 * or retried requests for one payment get one intent, then binds it. If another request bound a different intent
 * first, that one is the payment's and is returned instead.
 */
async function createIntent(
  deps: CheckoutDeps,
  payment: Payment,
  replacing: string | null,
): Promise<OpenPayment> {
  const intent = await deps.gateway.createIntent({
    paymentId: payment.id,
    propertyId: payment.propertyId,
    userId: payment.userId,
    amountCents: payment.amountCents,
    currency: payment.currency,
    idempotencyKey: `homeward-unlock-${payment.id}-${replacing ?? 'first'}`,
  });
  const bound = await bindProviderIntent(
    deps.db,
    payment.id,
    intent.id,
    replacing,
    stateFromProviderStatus(intent.status),
    deps.gateway.name,
  );
  if (bound.providerPaymentId === intent.id) {
    paymentMetrics.payments.inc({ gateway: deps.gateway.name, outcome: 'created' });
    return { payment: bound, intent };
  }
  return { payment: bound, intent: await deps.gateway.retrieveIntent(bound.providerPaymentId!) };
}
