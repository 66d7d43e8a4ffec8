import { Counter } from 'prom-client';
import { registry } from '@homeward/kit';

/** inspection-analyzer's business metrics; dashboards and alert rules key on these names. The kit registers the mechanism ones. */
export const inspectionAnalyzerMetrics = {
  created: new Counter({
    name: 'homeward_inspection_analyzer_created_total',
    help: 'InspectionAnalyzer records created',
    registers: [registry],
  }),
};
