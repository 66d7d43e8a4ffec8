// The BFF's only caller of the payment service (the $99 unlock); maps its messages to the `/api/stripe/*` JSON.
import type { PromiseClient } from '@homeward/kit';
import { PaymentStatus, type PaymentServiceClient } from '@homeward/protos/gen/homeward/payment/v1/payment';
import {
  CARD_MESSAGES,
  unlockGatewaySchema,
  type OfflineConfirmInput,
  type UnlockOptions,
  type UnlockStatus,
} from '../api/unlock';

/** The outcome of the offline card form: a status, or the card error's own message when declined. */
export type OfflineConfirmation =
  { outcome: 'confirmed'; status: UnlockStatus } | { outcome: 'declined'; message: string };

/** Stripe's own words when a decline comes without a message. */
const DEFAULT_DECLINE_MESSAGE = CARD_MESSAGES.declined;

export class PaymentClient {
  constructor(
    private readonly grpc: PromiseClient<PaymentServiceClient>,
    private readonly deadlineMs: number,
  ) {}

  async options(accessToken: string): Promise<UnlockOptions> {
    const response = await this.grpc.getPaymentOptions({}, this.settings(accessToken));
    const gateway = unlockGatewaySchema.safeParse(response.gateway);
    if (!gateway.success) throw new Error(`payment answered an unknown gateway '${response.gateway}'`);
    return {
      gateway: gateway.data,
      publishable_key: response.stripePublishableKey || null,
      unlock_price_cents: response.unlockPriceCents,
    };
  }

  /** The client secret of the caller's (one, reused) payment for the property. */
  async createPayment(accessToken: string, propertyId: string, amountCents: number): Promise<string> {
    const response = await this.grpc.createPayment({ propertyId, amountCents }, this.settings(accessToken));
    if (!response.clientSecret) throw new Error('payment CreatePayment answered without a client secret');
    return response.clientSecret;
  }

  async status(accessToken: string, propertyId: string): Promise<UnlockStatus> {
    const response = await this.grpc.getPaymentStatus({ propertyId }, this.settings(accessToken));
    return statusName(response.status);
  }

  /** Forwards the provider's request untouched: the signature covers these exact bytes. */
  async handleWebhook(payload: Buffer, signature: string): Promise<boolean> {
    const response = await this.grpc.handleWebhook({ payload, signature }, { deadlineMs: this.deadlineMs });
    return response.processed;
  }

  async confirmOffline(accessToken: string, card: OfflineConfirmInput): Promise<OfflineConfirmation> {
    const response = await this.grpc.confirmOfflinePayment(
      { clientSecret: card.client_secret, cardNumber: card.card_number, expiry: card.expiry, cvc: card.cvc },
      this.settings(accessToken),
    );
    if (response.status === PaymentStatus.PAYMENT_STATUS_REQUIRES_PAYMENT_METHOD)
      return { outcome: 'declined', message: response.errorMessage || DEFAULT_DECLINE_MESSAGE };
    return { outcome: 'confirmed', status: statusName(response.status) };
  }

  private settings(accessToken: string) {
    return { deadlineMs: this.deadlineMs, accessToken };
  }
}

const STATUS_NAMES: Partial<Record<PaymentStatus, UnlockStatus>> = {
  [PaymentStatus.PAYMENT_STATUS_REQUIRES_PAYMENT_METHOD]: 'requires_payment_method',
  [PaymentStatus.PAYMENT_STATUS_PROCESSING]: 'processing',
  [PaymentStatus.PAYMENT_STATUS_SUCCEEDED]: 'succeeded',
  [PaymentStatus.PAYMENT_STATUS_CANCELED]: 'canceled',
};

export function statusName(status: PaymentStatus): UnlockStatus {
  const name = STATUS_NAMES[status];
  if (!name) throw new Error(`payment answered an unspecified payment status (${status})`);
  return name;
}
