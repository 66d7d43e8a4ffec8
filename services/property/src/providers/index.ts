import type { Logger } from '@homeward/kit';
import { AddressOnlyProvider } from './address-only';
import { CensusGeocoder } from './census-geocoder';
import { DemoProvider } from './demo';
import { GeocodingProvider } from './geocoding-provider';
import type { LookupCache } from '../domain/lookup-cache';
import type { PropertyDataProviderName } from './names';
import type { PropertyDataProvider } from './property-data-provider';
import { RentCastProvider } from './rentcast/rentcast-provider';
import { StreetView } from './street-view';

export type { PropertyDataProvider } from './property-data-provider';
export { PROPERTY_DATA_PROVIDER_NAMES, type PropertyDataProviderName } from './names';

/** The configuration the providers read (a slice of PropertyConfig). */
export interface ProviderSettings {
  PROPERTY_DATA_PROVIDER: PropertyDataProviderName;
  RENTCAST_API_KEY: string;
  RENTCAST_BASE_URL: string;
  RENTCAST_CACHE_TTL_HOURS: number;
  CENSUS_GEOCODER_URL: string;
  GOOGLE_MAPS_API_KEY: string;
  GOOGLE_MAPS_BROWSER_KEY: string;
  STREET_VIEW_BASE_URL: string;
  PROPERTY_DATA_TIMEOUT_MS: number;
}

const HOUR_MS = 3_600_000;

/**
 * The configured provider; wrapped with the Census geocoder when CENSUS_GEOCODER_URL is set, so homes whose
 * provider knows no coordinates still get them (offline, nothing is geocoded).
 */
export function createPropertyDataProvider(
  settings: ProviderSettings,
  deps: { cache: LookupCache; logger: Logger },
): PropertyDataProvider {
  const timeoutMs = settings.PROPERTY_DATA_TIMEOUT_MS;
  const providers: Record<PropertyDataProviderName, () => PropertyDataProvider> = {
    'address-only': () => new AddressOnlyProvider(),
    demo: () => new DemoProvider(),
    rentcast: () =>
      new RentCastProvider({
        baseUrl: settings.RENTCAST_BASE_URL,
        apiKey: settings.RENTCAST_API_KEY,
        cache: deps.cache,
        cacheTtlMs: settings.RENTCAST_CACHE_TTL_HOURS * HOUR_MS,
        timeoutMs,
      }),
  };
  const provider = providers[settings.PROPERTY_DATA_PROVIDER]();
  if (settings.CENSUS_GEOCODER_URL === '') return provider;
  const geocoder = new CensusGeocoder({ baseUrl: settings.CENSUS_GEOCODER_URL, timeoutMs });
  return new GeocodingProvider(provider, geocoder, deps.logger);
}

export function createStreetView(settings: ProviderSettings): StreetView {
  return new StreetView({
    baseUrl: settings.STREET_VIEW_BASE_URL,
    apiKey: settings.GOOGLE_MAPS_API_KEY,
    browserKey: settings.GOOGLE_MAPS_BROWSER_KEY,
    timeoutMs: settings.PROPERTY_DATA_TIMEOUT_MS,
  });
}
