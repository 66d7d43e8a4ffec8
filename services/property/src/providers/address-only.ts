import { addressComponents, splitStreet } from '../domain/address-components';
import type { PropertyDetails } from '../domain/property';
import { parseUsAddress } from '../domain/us-address';
import type { PropertyDataProvider } from './property-data-provider';

/**
 * Works offline: knows nothing about the home itself, only what the address text says. Every address "exists";
 * the property is not listed, has no images and no geocode.
 */
export class AddressOnlyProvider implements PropertyDataProvider {
  readonly name = 'address-only';

  async lookup(address: string): Promise<PropertyDetails> {
    const parsed = parseUsAddress(address);
    return {
      address: {
        address,
        formattedAddress: parsed.formattedAddress || address,
        street: parsed.street,
        streetLine2: parsed.streetLine2,
        city: parsed.city,
        state: parsed.state,
        zipCode: parsed.zipCode,
        location: null,
        components: addressComponents({
          ...splitStreet(parsed.street),
          city: parsed.city,
          county: '',
          state: parsed.state,
          zipCode: parsed.zipCode,
        }),
      },
      price: null,
      isListed: false,
      bedroomsNum: null,
      bathroomsNum: null,
      size: null,
      type: '',
      images: [],
      listingAgent: null,
      legalDescription: '',
      parcelNumber: '',
      pin: '',
      sellers: [],
      dataProvider: this.name,
    };
  }
}
