import type { Logger } from '@homeward/kit';
import { PostHog } from 'posthog-node';
import type { ProductEvent } from '../../domain/product-events';
import type { AnalyticsSink } from './analytics-sink';

export interface PostHogSinkOptions {
  /** The project API key (`phc_...`): write-only, but still never logged. */
  apiKey: string;
  /** PostHog's ingestion host, e.g. `https://eu.i.posthog.com` or a self-hosted instance. */
  host: string;
  logger: Logger;
  /** Events buffered before a batch is sent. Default 20. */
  flushAt?: number;
  /** A partial batch is sent at least this often. Default 10 s. */
  flushIntervalMs?: number;
  /** Delay between retries of a failed batch (posthog-node retries 3 times). Default 3 s. */
  retryDelayMs?: number;
  /** How long close() waits for the last batch. Default 10 s, inside the host's shutdown budget. */
  shutdownTimeoutMs?: number;
}

/**
 * Sends product events to PostHog's batch API with posthog-node. distinct_id is the user id, the same id the SPA
 * would identify with, so server and browser events join one person; the properties are ids and counts only.
 * The event's uuid and time come from the domain event, so a repeat after a crash is recognised as the same event
 * rather than counted twice. Buffered events live in memory: close() (on shutdown) sends them; a crash loses them.
 */
export class PostHogAnalyticsSink implements AnalyticsSink {
  readonly kind = 'posthog';
  private readonly client: PostHog;
  private readonly logger: Logger;
  private readonly shutdownTimeoutMs: number;

  constructor(options: PostHogSinkOptions) {
    this.logger = options.logger.child({ component: 'posthog-analytics' });
    this.shutdownTimeoutMs = options.shutdownTimeoutMs ?? 10_000;
    this.client = new PostHog(options.apiKey, {
      host: options.host,
      flushAt: options.flushAt ?? 20,
      flushInterval: options.flushIntervalMs ?? 10_000,
      fetchRetryDelay: options.retryDelayMs ?? 3_000,
      // The server's address says nothing about where the buyer is.
      disableGeoip: true,
    });
    this.client.on('error', (error: unknown) => {
      // The message only: a request error may carry the request, and the request body holds the API key.
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.warn({ reason }, 'product analytics not delivered to PostHog');
    });
  }

  record(event: ProductEvent): void {
    this.client.capture({
      distinctId: event.userId,
      event: event.name,
      uuid: event.uuid,
      timestamp: event.occurredAt,
      properties: event.properties,
    });
  }

  close(): Promise<void> {
    return this.client.shutdown(this.shutdownTimeoutMs);
  }
}
