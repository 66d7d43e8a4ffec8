import { Counter } from 'prom-client';
import { registry } from '@homeward/kit';

/** property's business metrics; dashboards and alert rules key on these names. The kit registers the mechanism ones. */
export const propertyMetrics = {
  propertiesCreated: new Counter({
    name: 'homeward_properties_created_total',
    help: 'Properties added by buyers (draft -> active)',
    registers: [registry],
  }),
  propertiesUnlocked: new Counter({
    name: 'homeward_properties_unlocked_total',
    help: 'Properties unlocked by a $99 payment',
    registers: [registry],
  }),
  propertyDataLookups: new Counter({
    name: 'homeward_property_data_lookups_total',
    help: 'Property data provider calls by provider and outcome',
    labelNames: ['provider', 'outcome'] as const,
    registers: [registry],
  }),
};
