import type { Logger } from '@homeward/kit';
import { mergeComponents } from '../domain/address-components';
import type { PropertyDetails } from '../domain/property';
import type { Geocoder } from './census-geocoder';
import type { PropertyDataProvider } from './property-data-provider';

/**
 * Adds coordinates to whatever `inner` found when it found none. Coordinates are a nicety (the map, Street View),
 * so a geocoder that fails or knows no match leaves the property without them instead of failing the lookup.
 * The geocoder's standardised address parts replace the ones `inner` read from the text, keeping any part only
 * `inner` knew (a county).
 */
export class GeocodingProvider implements PropertyDataProvider {
  readonly name: string;

  constructor(
    private readonly inner: PropertyDataProvider,
    private readonly geocoder: Geocoder,
    private readonly logger: Logger,
  ) {
    this.name = inner.name;
  }

  async lookup(address: string): Promise<PropertyDetails | undefined> {
    const details = await this.inner.lookup(address);
    if (!details || details.address.location) return details;
    try {
      const geocode = await this.geocoder.geocode(details.address.formattedAddress || address);
      if (!geocode) return details;
      const components = mergeComponents(geocode.components, details.address.components);
      return { ...details, address: { ...details.address, location: geocode.location, components } };
    } catch (error) {
      this.logger.warn({ err: error }, 'geocoding failed; the property is stored without coordinates');
      return details;
    }
  }
}
