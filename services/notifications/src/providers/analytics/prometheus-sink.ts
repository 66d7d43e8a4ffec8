import type { Counter } from 'prom-client';
import { PRODUCT_EVENT_NAMES, type ProductEvent } from '../../domain/product-events';
import type { AnalyticsSink } from './analytics-sink';

/**
 * The default sink: a counter per event name, scraped with the service's other metrics. The Grafana funnel reads
 * `increase(homeward_product_events_total[range])`. Only totals: who did what stays in the services' own data.
 */
export class PrometheusAnalyticsSink implements AnalyticsSink {
  readonly kind = 'prometheus';

  constructor(private readonly counter: Counter<'event'>) {
    // Every series from zero at start-up: increase() cannot see the first event of a series that appears at 1.
    for (const event of PRODUCT_EVENT_NAMES) counter.inc({ event }, 0);
  }

  record(event: ProductEvent): void {
    this.counter.inc({ event: event.name });
  }

  async close(): Promise<void> {}
}
