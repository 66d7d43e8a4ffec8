export { loadPaymentConfig, paymentConfigShape, type PaymentConfig } from './config';
export { startPaymentService, type RunningService } from './service';
