import { Counter } from 'prom-client';
import { registry } from '@homeward/kit';

/** notifications's business metrics; dashboards and alert rules key on these names. The kit registers the mechanism ones. */
export const notificationMetrics = {
  emailsSent: new Counter({
    name: 'homeward_emails_sent_total',
    help: 'E-mails handed to SMTP by template and outcome',
    labelNames: ['template', 'outcome'] as const,
    registers: [registry],
  }),
  notificationsStored: new Counter({
    name: 'homeward_notifications_stored_total',
    help: 'In-app notifications stored by kind',
    labelNames: ['kind'] as const,
    registers: [registry],
  }),
  /** Product analytics (the default sink): the funnel sign-up -> property -> tour -> unlock, and the uploads. */
  productEvents: new Counter({
    name: 'homeward_product_events_total',
    help: 'Product analytics events captured from domain events, once per event, by name',
    labelNames: ['event'] as const,
    registers: [registry],
  }),
};
