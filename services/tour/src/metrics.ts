import { Counter } from 'prom-client';
import { registry } from '@homeward/kit';

/** tour's business metrics; dashboards and alert rules key on these names. The kit registers the mechanism ones. */
export const tourMetrics = {
  created: new Counter({
    name: 'homeward_tour_created_total',
    help: 'Tour records created',
    registers: [registry],
  }),
};
