import { requireCaller, type AsyncService } from '@homeward/kit';
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
import { answering } from './errors';
import {
  createPaymentResponse,
  offlineConfirmationResponse,
  paymentOptionsResponse,
  toProtoStatus,
} from './payment-message';
import { confirmOfflineRequest, createPaymentRequest, paymentStatusRequest } from './requests';

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
    const open = await answering(this.deps.checkout.openPayment(caller.userId, propertyId));
    return createPaymentResponse(open);
  }

  async getPaymentStatus(request: GetPaymentStatusRequest): Promise<GetPaymentStatusResponse> {
    const caller = requireCaller();
    const { propertyId } = paymentStatusRequest(request);
    const { payment, state } = await answering(this.deps.checkout.paymentStatus(caller.userId, propertyId));
    return { status: toProtoStatus(state), paymentId: payment.id };
  }

  async handleWebhook(request: HandleWebhookRequest): Promise<HandleWebhookResponse> {
    return answering(this.deps.webhooks.receive(Buffer.from(request.payload), request.signature));
  }

  async confirmOfflinePayment(request: ConfirmOfflinePaymentRequest): Promise<ConfirmOfflinePaymentResponse> {
    const caller = requireCaller();
    const { clientSecret, card } = confirmOfflineRequest(request);
    const outcome = await answering(this.deps.offlineCardForm.confirm(caller.userId, clientSecret, card));
    return offlineConfirmationResponse(outcome);
  }

  async getPaymentOptions(): Promise<GetPaymentOptionsResponse> {
    requireCaller();
    return paymentOptionsResponse(this.deps.checkout.options());
  }
}
