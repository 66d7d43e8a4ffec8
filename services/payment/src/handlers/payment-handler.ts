import { status } from '@grpc/grpc-js';
import {
  failedPrecondition,
  invalidArgument,
  notFound,
  requireCaller,
  RpcError,
  type AsyncService,
  type Knex,
  type Logger,
} from '@homeward/kit';
import {
  PaymentStatus,
  type ConfirmOfflinePaymentRequest,
  type ConfirmOfflinePaymentResponse,
  type CreatePaymentRequest,
  type CreatePaymentResponse,
  type GetPaymentOptionsResponse,
  type GetPaymentStatusRequest,
  type GetPaymentStatusResponse,
  type HandleWebhookRequest,
  type HandleWebhookResponse,
  type PaymentServiceServer,
} from '@homeward/protos/gen/homeward/payment/v1/payment';
import type { PropertyClient } from '../clients/property-client';
import { stateFromProviderStatus, type Payment } from '../domain/payment';
import { UNLOCK_PRICE_CENTS } from '../domain/price';
import type { OfflineGateway } from '../gateways/offline-gateway';
import { GatewayUnavailableError, type PaymentGateway } from '../gateways/payment-gateway';
import { findUserPayment, updateOpenState } from '../store/payments';
import { openPayment } from './checkout';
import { toProtoStatus } from './payment-message';
import {
  ALREADY_UNLOCKED,
  confirmOfflineRequest,
  createPaymentRequest,
  PAYMENT_NOT_FOUND,
  paymentStatusRequest,
  PROPERTY_NOT_FOUND,
} from './requests';
import type { Settlement } from './settlement';
import type { WebhookReceiver } from './webhook-receiver';

export const GATEWAY_UNAVAILABLE = 'The payment provider is unavailable. Please try again.';
export const OFFLINE_GATEWAY_OFF = 'Card payments go through Stripe here, not the offline card form.';

export interface PaymentHandlerDeps {
  db: Knex;
  gateway: PaymentGateway;
  /** Only when the offline gateway is the active one. */
  offline?: OfflineGateway;
  properties: PropertyClient;
  settlement: Settlement;
  webhooks: WebhookReceiver;
  logger: Logger;
}

/** PaymentService: the $99 unlock. Every call but the webhook acts for the verified caller only. */
export class PaymentHandler implements AsyncService<PaymentServiceServer> {
  constructor(private readonly deps: PaymentHandlerDeps) {}

  async createPayment(request: CreatePaymentRequest): Promise<CreatePaymentResponse> {
    const caller = requireCaller();
    const { propertyId } = createPaymentRequest(request);
    const property = await this.deps.properties.getOwnedProperty(propertyId);
    if (!property) throw notFound(PROPERTY_NOT_FOUND);
    if (property.isUnlocked) throw failedPrecondition(ALREADY_UNLOCKED);
    const { payment, intent } = await this.gatewayCall(() =>
      openPayment(this.deps, caller.userId, property.id),
    );
    return {
      paymentId: payment.id,
      clientSecret: intent.clientSecret,
      amountCents: payment.amountCents,
      currency: payment.currency,
    };
  }

  async getPaymentStatus(request: GetPaymentStatusRequest): Promise<GetPaymentStatusResponse> {
    const caller = requireCaller();
    const { propertyId } = paymentStatusRequest(request);
    const payment = await findUserPayment(this.deps.db, caller.userId, propertyId.toLowerCase());
    if (!payment) throw notFound(PAYMENT_NOT_FOUND);
    const state = await this.refreshedState(payment);
    return { status: toProtoStatus(state), paymentId: payment.id };
  }

  async handleWebhook(request: HandleWebhookRequest): Promise<HandleWebhookResponse> {
    return this.deps.webhooks.receive(Buffer.from(request.payload), request.signature);
  }

  async confirmOfflinePayment(request: ConfirmOfflinePaymentRequest): Promise<ConfirmOfflinePaymentResponse> {
    const caller = requireCaller();
    if (!this.deps.offline) throw failedPrecondition(OFFLINE_GATEWAY_OFF);
    const { clientSecret, ...card } = confirmOfflineRequest(request);
    const confirmation = await this.deps.offline.confirm(
      clientSecret,
      { number: card.cardNumber, expiry: card.expiry, cvc: card.cvc },
      caller.userId,
    );
    switch (confirmation.status) {
      case 'not_found':
        throw notFound(PAYMENT_NOT_FOUND);
      case 'invalid':
        throw invalidArgument(confirmation.message, { [confirmation.field]: confirmation.message });
      case 'declined':
        return {
          status: PaymentStatus.PAYMENT_STATUS_REQUIRES_PAYMENT_METHOD,
          errorMessage: confirmation.message,
        };
      case 'succeeded':
        return { status: PaymentStatus.PAYMENT_STATUS_SUCCEEDED, errorMessage: '' };
    }
  }

  async getPaymentOptions(): Promise<GetPaymentOptionsResponse> {
    requireCaller();
    return {
      gateway: this.deps.gateway.name,
      stripePublishableKey: this.deps.gateway.publishableKey,
      unlockPriceCents: UNLOCK_PRICE_CENTS,
    };
  }

  /**
   * The payment's state, brought up to date with the provider unless it already succeeded here. A success the
   * webhook has not delivered yet is settled now, exactly as the webhook would; if the provider cannot be asked,
   * the last known state is still the honest answer.
   */
  private async refreshedState(payment: Payment): Promise<Payment['state']> {
    if (payment.state === 'succeeded' || !payment.providerPaymentId) return payment.state;
    if (payment.gateway !== this.deps.gateway.name) return payment.state;
    try {
      const intent = await this.deps.gateway.retrieveIntent(payment.providerPaymentId);
      if (await this.deps.settlement.settleSucceededIntent(payment, intent)) return 'succeeded';
      const state = stateFromProviderStatus(intent.status);
      if (state !== payment.state && state !== 'succeeded')
        await updateOpenState(this.deps.db, payment.id, state);
      return state === 'succeeded' ? payment.state : state;
    } catch (error) {
      this.deps.logger.warn({ err: error, paymentId: payment.id }, 'payment status refresh failed');
      return payment.state;
    }
  }

  private async gatewayCall<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof GatewayUnavailableError)
        throw new RpcError(status.UNAVAILABLE, GATEWAY_UNAVAILABLE);
      throw error;
    }
  }
}
