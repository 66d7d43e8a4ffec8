import { afterCommit, type Knex, type Logger } from '@homeward/kit';
import type { ProductEvent } from '../domain/product-events';
import type { AnalyticsSink } from '../providers/analytics';

export interface ProductAnalyticsDeps {
  sink: AnalyticsSink;
  logger: Logger;
}

/**
 * Records what buyers do, from the domain events the service consumes: server-side, so no ad blocker loses an
 * event, and in the inbox transaction, so a redelivered event is not counted again. The sink is told only after
 * that transaction commits: a handler attempt that rolls back (and is retried) must not count.
 */
export class ProductAnalytics {
  constructor(private readonly deps: ProductAnalyticsDeps) {}

  record(trx: Knex.Transaction, eventId: string, event: ProductEvent): void {
    const fields = { eventId, event: event.name, userId: event.userId, sink: this.deps.sink.kind };
    afterCommit(trx, () => {
      // Runs detached from the handler: a throw here would be an unhandled rejection, and the event is handled.
      try {
        this.deps.sink.record(event);
        this.deps.logger.debug(fields, 'product event recorded');
      } catch (error) {
        this.deps.logger.warn({ ...fields, err: error }, 'product event not recorded');
      }
    });
  }

  /** A domain event that makes no product event (malformed for analytics, or not a funnel step); never rejected. */
  skip(eventId: string, topic: string, reason: string): void {
    this.deps.logger.warn({ eventId, topic, reason }, 'no product event for this domain event');
  }
}
