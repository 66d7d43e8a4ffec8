import type { ProductEvent } from '../../domain/product-events';

/**
 * Where product analytics go. `record` is called after the inbox transaction committed, once per domain event; it
 * must not throw (a sink that cannot deliver logs and drops, analytics never hold up the buyer's notices).
 */
export interface AnalyticsSink {
  /** Which adapter this is, for the start-up log. */
  readonly kind: 'posthog' | 'prometheus';
  record(event: ProductEvent): void;
  /** Delivers what is still buffered; called on shutdown. */
  close(): Promise<void>;
}
