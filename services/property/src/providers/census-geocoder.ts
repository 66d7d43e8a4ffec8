import { z } from 'zod';
import { addressComponents, type AddressComponent } from '../domain/address-components';
import type { LatLng } from '../domain/property';
import { titleCase } from '../domain/us-address';
import { getJson, ProviderUnavailableError } from './http-json';
import { propertyMetrics } from '../metrics';

const NAME = 'census-geocoder';

const part = z.string().nullish();

// The documented answer of /geocoder/locations/onelineaddress?format=json: x is the longitude, y the latitude;
// addressComponents are the matched street segment's, upper case (fromAddress/toAddress are the segment's range
// of house numbers, not the house's number).
const answerSchema = z.object({
  result: z.object({
    addressMatches: z.array(
      z.object({
        matchedAddress: z.string(),
        coordinates: z.object({ x: z.number(), y: z.number() }),
        addressComponents: z
          .object({
            preQualifier: part,
            preDirection: part,
            preType: part,
            streetName: part,
            suffixType: part,
            suffixDirection: part,
            suffixQualifier: part,
            city: part,
            state: part,
            zip: part,
          })
          .nullish(),
      }),
    ),
  }),
});
type CensusMatch = z.infer<typeof answerSchema>['result']['addressMatches'][number];

/** Where an address is, and its parts as the geocoder standardised them. */
export interface Geocode {
  location: LatLng;
  /** Empty when the geocoder gave no parts. The Census geocoder knows no county on this endpoint. */
  components: AddressComponent[];
}

export interface Geocoder {
  /** The address located, or undefined when the geocoder has no match. Throws when it is unreachable. */
  geocode(address: string): Promise<Geocode | undefined>;
}

/** The US Census Bureau geocoder: free and keyless, US addresses only. */
export class CensusGeocoder implements Geocoder {
  constructor(private readonly options: { baseUrl: string; timeoutMs: number }) {}

  async geocode(address: string): Promise<Geocode | undefined> {
    const url = new URL(`${this.options.baseUrl}/geocoder/locations/onelineaddress`);
    url.searchParams.set('address', address);
    url.searchParams.set('benchmark', 'Public_AR_Current');
    url.searchParams.set('format', 'json');
    const { status, body } = await getJson(NAME, url, { timeoutMs: this.options.timeoutMs }).catch(
      (error: unknown) => {
        propertyMetrics.propertyDataLookups.inc({ provider: NAME, outcome: 'failed' });
        throw error;
      },
    );
    const parsed = status === 404 ? undefined : answerSchema.safeParse(body);
    if (parsed && !parsed.success) {
      propertyMetrics.propertyDataLookups.inc({ provider: NAME, outcome: 'failed' });
      throw new ProviderUnavailableError(NAME, 'answered in an unexpected shape', { cause: parsed.error });
    }
    const match = parsed?.data.result.addressMatches[0];
    propertyMetrics.propertyDataLookups.inc({ provider: NAME, outcome: match ? 'found' : 'not_found' });
    if (!match) return undefined;
    return {
      location: { lat: match.coordinates.y, lng: match.coordinates.x },
      components: censusComponents(match),
    };
  }
}

/** "SILVER HILL RD" -> "Silver Hill Rd" (directionals stay upper case). */
const readable = (text: string | null | undefined) => titleCase((text ?? '').trim().toLowerCase());

/** The match's parts; the house number is read from the matched address, which starts with it. */
function censusComponents(match: CensusMatch): AddressComponent[] {
  const parts = match.addressComponents;
  if (!parts) return [];
  const route = [
    parts.preQualifier,
    parts.preDirection,
    parts.preType,
    parts.streetName,
    parts.suffixType,
    parts.suffixDirection,
    parts.suffixQualifier,
  ]
    .map(readable)
    .filter(Boolean)
    .join(' ');
  return addressComponents({
    streetNumber: /^(\d+[A-Z]?)\s/.exec(match.matchedAddress)?.[1] ?? '',
    route,
    city: readable(parts.city),
    county: '',
    state: (parts.state ?? '').trim(),
    zipCode: (parts.zip ?? '').trim(),
  });
}
