import {
  loadConfig,
  notificationTokenKeyGuard,
  sampleSecretGuard,
  serviceConfigShape,
  tokenSealingConfigShape,
} from '@homeward/kit';
import { z } from 'zod';

// Lets a developer run the service with no setup; refused in production, where a secret anyone can read in this
// repository would let anyone forge a link that confirms a tour.
export const LOCAL_TOUR_LINK_SECRET = 'homeward-local-development-tour-link-secret';

const deadlineMs = z.coerce.number().int().min(100).max(60_000).default(3_000);

/** Every variable the tour service reads; service.ts receives the parsed result. */
export const tourConfigShape = {
  ...serviceConfigShape,
  ...tokenSealingConfigShape,
  /** Signs the confirmation links of the tour desk's e-mail (HMAC-SHA256); at least 32 characters. */
  TOUR_LINK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** The property service, asked (with the caller's token) whether the property is the caller's and listed. */
  PROPERTY_GRPC_ADDR: z.string().min(1).default('localhost:50052'),
  /** How long one call to property may take before it fails as unavailable. */
  PROPERTY_GRPC_DEADLINE_MS: deadlineMs,
  /**
   * Tour requests one buyer may send in 24 hours, cancelled ones included. Each request e-mails the tour desk and the
   * listing agent, an outside person, so without a cap anyone could spam them through us.
   */
  TOUR_REQUESTS_PER_DAY: z.coerce.number().int().min(1).max(1_000).default(10),
  /** Kafka consumer session timeout; tests shorten it because rebalances on the mock broker take about this long. */
  KAFKA_SESSION_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
};

export type TourConfig = Omit<z.infer<z.ZodObject<typeof tourConfigShape>>, 'TOUR_LINK_SECRET'> & {
  TOUR_LINK_SECRET: string;
};

export function loadTourConfig(env: NodeJS.ProcessEnv = process.env): TourConfig {
  const config = loadConfig(tourConfigShape, env, [
    sampleSecretGuard('TOUR_LINK_SECRET', { fallback: LOCAL_TOUR_LINK_SECRET }),
    notificationTokenKeyGuard,
  ]);
  return { ...config, TOUR_LINK_SECRET: config.TOUR_LINK_SECRET ?? LOCAL_TOUR_LINK_SECRET };
}
