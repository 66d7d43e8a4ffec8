import { Counter } from 'prom-client';
import { registry } from '@homeward/kit';

/** documents's business metrics; dashboards and alert rules key on these names. The kit registers the mechanism ones. */
export const documentsMetrics = {
  created: new Counter({
    name: 'homeward_documents_created_total',
    help: 'Documents records created',
    registers: [registry],
  }),
};
