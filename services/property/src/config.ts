import { ConfigError, loadConfig, serviceConfigShape } from '@homeward/kit';
import { z } from 'zod';
import { PROPERTY_DATA_PROVIDER_NAMES } from './providers/names';

const positiveInt = z.coerce.number().int().positive();
/** A base URL without its trailing slash, so adapters can append `/path`; empty means "not configured". */
const baseUrl = z.union([z.literal(''), z.url()]).transform((value) => value.replace(/(?<!\/)\/+$/, ''));

export const propertyConfigShape = {
  ...serviceConfigShape,
  /** Where property details come from; an unknown name stops the service at start-up. */
  PROPERTY_DATA_PROVIDER: z.enum(PROPERTY_DATA_PROVIDER_NAMES).default('address-only'),
  /** RentCast (PROPERTY_DATA_PROVIDER=rentcast): its key is required then, and never logged. */
  RENTCAST_API_KEY: z.string().default(''),
  /** RentCast property records and sale listings, cached per home. */
  RENTCAST_BASE_URL: baseUrl.default('https://api.rentcast.io/v1'),
  /** RentCast's free tier is tiny: its answers are kept per home for this long. */
  RENTCAST_CACHE_TTL_HOURS: positiveInt.default(7 * 24),
  /** US Census geocoder (free, no key), e.g. https://geocoding.geo.census.gov; empty skips geocoding (offline). */
  CENSUS_GEOCODER_URL: baseUrl.default(''),
  /** Google Street View Static; without a key there is no image, only the 'Open in Street View' link. */
  GOOGLE_MAPS_API_KEY: z.string().default(''),
  /**
   * The key in the Street View image URLs browsers load: restricted in Google's console to Homeward's site (HTTP
   * referrer) and the Street View Static API. Never the server key, which would reach every buyer's browser.
   */
  GOOGLE_MAPS_BROWSER_KEY: z.string().default(''),
  /** Street View images (without a key: only the Street View link). */
  STREET_VIEW_BASE_URL: baseUrl.default('https://maps.googleapis.com/maps/api/streetview'),
  /** How long one call to a data provider may take before the lookup counts as failed. */
  PROPERTY_DATA_TIMEOUT_MS: positiveInt.default(3_000),
  /**
   * How long a whole lookup (provider, geocoder, Street View check) may take. Inside the BFF's GRPC_DEADLINE_MS
   * (5 s) minus a margin, so the buyer gets this service's own answer, not the BFF's 503; each call is also cut
   * short at the caller's own deadline.
   */
  PROPERTY_LOOKUP_BUDGET_MS: positiveInt.default(4_000),
  /** Drafts (looked up, not added) one buyer may hold at once; more is refused (429) until one is added or expires. */
  PROPERTY_MAX_DRAFTS: positiveInt.default(5),
  /** A draft older than this no longer counts and is deleted at the buyer's next lookup. */
  PROPERTY_DRAFT_TTL_MINUTES: positiveInt.default(60),
  /** Lookups (add or re-parse, each possibly a paid RentCast call) per buyer per UTC day. */
  PROPERTY_MAX_LOOKUPS_PER_DAY: positiveInt.default(30),
  /** Kafka consumer session timeout; tests shorten it because rebalances on the mock broker take about this long. */
  KAFKA_SESSION_TIMEOUT_MS: positiveInt.default(10_000),
};

export type PropertyConfig = ReturnType<typeof loadPropertyConfig>;

export function loadPropertyConfig(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(propertyConfigShape, env);
  // Say so at start-up rather than as a 401 at the first buyer's lookup.
  if (config.PROPERTY_DATA_PROVIDER === 'rentcast' && config.RENTCAST_API_KEY === '') {
    throw new ConfigError(['RENTCAST_API_KEY: required when PROPERTY_DATA_PROVIDER is rentcast']);
  }
  if (config.PROPERTY_DATA_PROVIDER === 'rentcast' && config.RENTCAST_BASE_URL === '') {
    throw new ConfigError(['RENTCAST_BASE_URL: required when PROPERTY_DATA_PROVIDER is rentcast']);
  }
  if (
    config.GOOGLE_MAPS_BROWSER_KEY !== '' &&
    config.GOOGLE_MAPS_BROWSER_KEY === config.GOOGLE_MAPS_API_KEY
  ) {
    throw new ConfigError([
      'GOOGLE_MAPS_BROWSER_KEY: must not be GOOGLE_MAPS_API_KEY (browsers see it); create a second key restricted to your site',
    ]);
  }
  // One provider call that may outlast the whole lookup's budget would always be cut short by it.
  if (config.PROPERTY_DATA_TIMEOUT_MS > config.PROPERTY_LOOKUP_BUDGET_MS) {
    throw new ConfigError([
      `PROPERTY_DATA_TIMEOUT_MS: must not exceed PROPERTY_LOOKUP_BUDGET_MS (${config.PROPERTY_LOOKUP_BUDGET_MS})`,
    ]);
  }
  return config;
}
