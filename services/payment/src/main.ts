import { runService } from '@homeward/kit';
import { loadPaymentConfig } from './config';
import { startPaymentService } from './service';

runService('payment', loadPaymentConfig, startPaymentService);
