import { status } from '@grpc/grpc-js';
import {
  failedPrecondition,
  invalidArgument,
  notFound,
  requireCaller,
  RpcError,
  unauthenticated,
  type AsyncService,
} from '@homeward/kit';
import type {
  ConfirmOfflinePaymentRequest,
  ConfirmOfflinePaymentResponse,
  CreatePaymentRequest,
  CreatePaymentResponse,
  GetPaymentOptionsResponse,
  GetPaymentStatusRequest,
  GetPaymentStatusResponse,
  HandleWebhookRequest,
  HandleWebhookResponse,
  PaymentServiceServer,
} from '@homeward/protos/gen/homeward/payment/v1/payment';
import type { Checkout } from '../application/checkout';
import type { OfflineCardForm } from '../application/offline-card-form';
import type { WebhookReceiver } from '../application/webhook-receiver';
import { CardRefusedError, PaymentError, type PaymentErrorKind } from '../domain/errors';
import {
  createPaymentResponse,
  offlineConfirmationResponse,
  paymentOptionsResponse,
  toProtoStatus,
} from './payment-message';
import {
  CARD_FIELD_NAMES,
  confirmOfflineRequest,
  createPaymentRequest,
  paymentStatusRequest,
} from './requests';

export interface PaymentHandlerDeps {
  checkout: Checkout;
  offlineCardForm: OfflineCardForm;
  webhooks: WebhookReceiver;
}

/** PaymentService: the $99 unlock. Every call but the webhook acts for the verified caller only. */
export class PaymentHandler implements AsyncService<PaymentServiceServer> {
  constructor(private readonly deps: PaymentHandlerDeps) {}

  async createPayment(request: CreatePaymentRequest): Promise<CreatePaymentResponse> {
    const caller = requireCaller();
    const { propertyId } = createPaymentRequest(request);
    const open = await refusalsAsRpc(() => this.deps.checkout.openPayment(caller.userId, propertyId));
    return createPaymentResponse(open);
  }

  async getPaymentStatus(request: GetPaymentStatusRequest): Promise<GetPaymentStatusResponse> {
    const caller = requireCaller();
    const { propertyId } = paymentStatusRequest(request);
    const { payment, state } = await refusalsAsRpc(() =>
      this.deps.checkout.paymentStatus(caller.userId, propertyId),
    );
    return { status: toProtoStatus(state), paymentId: payment.id };
  }

  async handleWebhook(request: HandleWebhookRequest): Promise<HandleWebhookResponse> {
    return refusalsAsRpc(() => this.deps.webhooks.receive(Buffer.from(request.payload), request.signature));
  }

  async confirmOfflinePayment(request: ConfirmOfflinePaymentRequest): Promise<ConfirmOfflinePaymentResponse> {
    const caller = requireCaller();
    const { clientSecret, card } = confirmOfflineRequest(request);
    const outcome = await refusalsAsRpc(() =>
      this.deps.offlineCardForm.confirm(caller.userId, clientSecret, card),
    );
    return offlineConfirmationResponse(outcome);
  }

  async getPaymentOptions(): Promise<GetPaymentOptionsResponse> {
    requireCaller();
    return paymentOptionsResponse(this.deps.checkout.options());
  }
}

const onField = (field: string) => (message: string) => invalidArgument(message, { [field]: message });

const STATUS_OF: Record<PaymentErrorKind, (message: string) => RpcError> = {
  propertyNotFound: notFound,
  propertyUnavailable: (message) => new RpcError(status.UNAVAILABLE, message),
  propertyRefusedCaller: unauthenticated,
  paymentNotFound: notFound,
  alreadyUnlocked: failedPrecondition,
  offlineCardFormOff: failedPrecondition,
  providerUnavailable: (message) => new RpcError(status.UNAVAILABLE, message),
  webhookSignatureInvalid: onField('signature'),
  webhookPayloadInvalid: onField('payload'),
};

/** Domain refusals become their status; anything else goes on for the kit to log and answer INTERNAL. */
async function refusalsAsRpc<T>(useCase: () => Promise<T>): Promise<T> {
  try {
    return await useCase();
  } catch (error) {
    if (error instanceof PaymentError) throw STATUS_OF[error.kind](error.message);
    if (error instanceof CardRefusedError)
      throw invalidArgument(error.message, { [CARD_FIELD_NAMES[error.field]]: error.message });
    throw error;
  }
}
