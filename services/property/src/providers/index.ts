import { AddressOnlyProvider } from './address-only';
import type { PropertyDataProvider } from './property-data-provider';

export type { PropertyDataProvider } from './property-data-provider';

const PROVIDERS = {
  'address-only': () => new AddressOnlyProvider(),
} satisfies Record<string, () => PropertyDataProvider>;

export type PropertyDataProviderName = keyof typeof PROVIDERS;

/** The names PROPERTY_DATA_PROVIDER accepts; config validation rejects anything else at start-up. */
export const PROPERTY_DATA_PROVIDER_NAMES = Object.keys(PROVIDERS) as [
  PropertyDataProviderName,
  ...PropertyDataProviderName[],
];

export function createPropertyDataProvider(name: PropertyDataProviderName): PropertyDataProvider {
  return PROVIDERS[name]();
}
