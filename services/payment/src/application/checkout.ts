// The buyer's side of the unlock: opening the payment, asking where it stands, and what checkout offers. One payment
// per user and property, backed by one provider intent, reused by every later attempt so a buyer who comes back (or
// double-clicks) never ends up with two charges.
import { randomUUID } from 'node:crypto';
import type { Knex, Logger } from '@homeward/kit';
import type { PropertyClient } from '../clients/property-client';
import { PaymentError } from '../domain/errors';
import { canBeReused, stateFromProviderStatus, type Payment, type ProviderName } from '../domain/payment';
import { UNLOCK_CURRENCY, UNLOCK_PRICE_CENTS } from '../domain/price';
import {
  ProviderUnavailableError,
  type ConfirmableIntent,
  type PaymentProvider,
} from '../providers/payment-provider';
import { bindProviderIntent, findUserPayment, insertOrFindPayment, updateOpenState } from '../store/payments';
import { paymentMetrics } from '../metrics';
import type { Settlement } from './settlement';

export interface CheckoutDeps {
  db: Knex;
  provider: PaymentProvider;
  properties: PropertyClient;
  settlement: Settlement;
  logger: Logger;
}

export interface OpenPayment {
  payment: Payment;
  intent: ConfirmableIntent;
}

export interface CheckoutOptions {
  provider: ProviderName;
  /** Stripe's publishable key; empty for the offline provider. */
  publishableKey: string;
  unlockPriceCents: number;
}

export class Checkout {
  constructor(private readonly deps: CheckoutDeps) {}

  /**
   * The caller's open payment for their still-locked property (created on first use), with the intent the browser
   * confirms. The property service answers for ownership with the caller's own token.
   */
  async openPayment(userId: string, propertyId: string): Promise<OpenPayment> {
    const property = await this.deps.properties.getOwnedProperty(propertyId);
    if (!property) throw new PaymentError('propertyNotFound');
    if (property.isUnlocked) throw new PaymentError('alreadyUnlocked');
    try {
      return await this.openOrReuse(userId, property.id);
    } catch (error) {
      if (error instanceof ProviderUnavailableError) throw new PaymentError('providerUnavailable');
      throw error;
    }
  }

  /**
   * The caller's payment for the property and its state, brought up to date with the provider unless it already
   * succeeded here. A success the webhook has not delivered yet is settled now, exactly as the webhook would; if
   * the provider cannot be asked, the last known state is still the honest answer.
   */
  async paymentStatus(
    userId: string,
    propertyId: string,
  ): Promise<{ payment: Payment; state: Payment['state'] }> {
    const payment = await findUserPayment(this.deps.db, userId, propertyId.toLowerCase());
    if (!payment) throw new PaymentError('paymentNotFound');
    return { payment, state: await this.refreshedState(payment) };
  }

  options(): CheckoutOptions {
    return {
      provider: this.deps.provider.name,
      publishableKey: this.deps.provider.publishableKey,
      unlockPriceCents: UNLOCK_PRICE_CENTS,
    };
  }

  private async openOrReuse(userId: string, propertyId: string): Promise<OpenPayment> {
    const { db, provider, settlement } = this.deps;
    const payment = await insertOrFindPayment(db, {
      id: randomUUID(),
      userId,
      propertyId,
      amountCents: UNLOCK_PRICE_CENTS,
      currency: UNLOCK_CURRENCY,
      provider: provider.name,
    });
    if (payment.state === 'succeeded') throw new PaymentError('alreadyUnlocked');
    if (!payment.providerPaymentId) return this.createIntent(payment, null);
    // An intent of another provider (the deployment switched) cannot be confirmed here: start afresh.
    if (payment.provider !== provider.name) return this.createIntent(payment, payment.providerPaymentId);

    const intent = await provider.retrieveIntent(payment.providerPaymentId);
    if (intent.status === 'succeeded') {
      // Paid, but the webhook has not arrived yet: settle now rather than offer a second payment.
      await settlement.settleSucceededIntent(payment, intent);
      throw new PaymentError('alreadyUnlocked');
    }
    if (canBeReused(stateFromProviderStatus(intent.status))) return { payment, intent };
    return this.createIntent(payment, payment.providerPaymentId);
  }

  /**
   * Asks the provider for an intent under a key derived from the payment (and the intent it replaces), so
   * concurrent or retried requests for one payment get one intent, then binds it. If another request bound a
   * different intent first, that one is the payment's and is returned instead.
   */
  private async createIntent(payment: Payment, replacing: string | null): Promise<OpenPayment> {
    const { db, provider } = this.deps;
    const intent = await provider.createIntent({
      paymentId: payment.id,
      propertyId: payment.propertyId,
      userId: payment.userId,
      amountCents: payment.amountCents,
      currency: payment.currency,
      idempotencyKey: `homeward-unlock-${payment.id}-${replacing ?? 'first'}`,
    });
    const bound = await bindProviderIntent(
      db,
      payment.id,
      intent.id,
      replacing,
      stateFromProviderStatus(intent.status),
      provider.name,
    );
    if (bound.providerPaymentId === intent.id) {
      paymentMetrics.payments.inc({ gateway: provider.name, outcome: 'created' });
      return { payment: bound, intent };
    }
    return { payment: bound, intent: await provider.retrieveIntent(bound.providerPaymentId!) };
  }

  private async refreshedState(payment: Payment): Promise<Payment['state']> {
    const { db, provider, settlement, logger } = this.deps;
    if (payment.state === 'succeeded' || !payment.providerPaymentId) return payment.state;
    if (payment.provider !== provider.name) return payment.state;
    try {
      const intent = await provider.retrieveIntent(payment.providerPaymentId);
      if (await settlement.settleSucceededIntent(payment, intent)) return 'succeeded';
      const state = stateFromProviderStatus(intent.status);
      if (state !== payment.state && state !== 'succeeded') await updateOpenState(db, payment.id, state);
      return state === 'succeeded' ? payment.state : state;
    } catch (error) {
      logger.warn({ err: error, paymentId: payment.id }, 'payment status refresh failed');
      return payment.state;
    }
  }
}
