import type { PropertyDetails } from '../domain/property';

/**
 * The port to whatever knows about homes (a listings API, a public-records service...). The property service
 * asks it once, when a buyer creates a draft from an address; adapters live beside this file and are chosen by
 * PROPERTY_DATA_PROVIDER.
 */
export interface PropertyDataProvider {
  /** The value stored as the property's data_provider. */
  readonly name: string;
  /**
   * Details of the home at `address` (already validated and whitespace-normalised), or undefined when the
   * provider is sure no such address exists. Throws when the provider is unreachable.
   */
  lookup(address: string): Promise<PropertyDetails | undefined>;
}
