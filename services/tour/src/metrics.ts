import { Counter } from 'prom-client';
import { registry } from '@homeward/kit';

/** tour's business metrics; dashboards and alert rules key on these names. The kit registers the mechanism ones. */
export const tourMetrics = {
  scheduled: new Counter({
    name: 'homeward_tours_scheduled_total',
    help: 'Tours requested by buyers',
    registers: [registry],
  }),
  confirmed: new Counter({
    name: 'homeward_tours_confirmed_total',
    help: 'Tours confirmed from a confirmation link',
    registers: [registry],
  }),
  cancelled: new Counter({
    name: 'homeward_tours_cancelled_total',
    help: 'Tours cancelled by their buyer, by the state they were in',
    labelNames: ['from_status'] as const,
    registers: [registry],
  }),
  confirmationsRefused: new Counter({
    name: 'homeward_tour_confirmations_refused_total',
    help: 'Confirmation links refused, by reason (forged, expired, cancelled, other_slot_confirmed)',
    labelNames: ['reason'] as const,
    registers: [registry],
  }),
  deletedWithProperty: new Counter({
    name: 'homeward_tours_deleted_with_property_total',
    help: 'Tours deleted because their property was deleted',
    registers: [registry],
  }),
};
