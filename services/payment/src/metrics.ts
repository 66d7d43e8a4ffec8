import { Counter } from 'prom-client';
import { registry } from '@homeward/kit';

/** payment's business metrics; dashboards and alert rules key on these names. The kit registers the mechanism ones. */
export const paymentMetrics = {
  payments: new Counter({
    name: 'homeward_payments_total',
    help: 'Unlock payments by gateway and outcome (created, succeeded, declined)',
    labelNames: ['gateway', 'outcome'] as const,
    registers: [registry],
  }),
  webhookEvents: new Counter({
    name: 'homeward_payment_webhook_events_total',
    help: 'Payment provider webhook events by type and outcome (processed, duplicate, rejected)',
    labelNames: ['type', 'outcome'] as const,
    registers: [registry],
  }),
};
