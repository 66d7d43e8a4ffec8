import type { Logger } from '@homeward/kit';
import { notificationMetrics } from '../../metrics';
import type { AnalyticsSink } from './analytics-sink';
import { PostHogAnalyticsSink } from './posthog-sink';
import { PrometheusAnalyticsSink } from './prometheus-sink';

export type { AnalyticsSink } from './analytics-sink';

export interface AnalyticsConfig {
  POSTHOG_API_KEY?: string;
  POSTHOG_HOST: string;
}

/** PostHog when a project key is configured; otherwise the counters behind the Grafana funnel. */
export function createAnalyticsSink(config: AnalyticsConfig, logger: Logger): AnalyticsSink {
  if (config.POSTHOG_API_KEY) {
    return new PostHogAnalyticsSink({ apiKey: config.POSTHOG_API_KEY, host: config.POSTHOG_HOST, logger });
  }
  return new PrometheusAnalyticsSink(notificationMetrics.productEvents);
}
