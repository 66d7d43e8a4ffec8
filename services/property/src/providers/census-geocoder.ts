import { z } from 'zod';
import type { LatLng } from '../domain/property';
import { getJson, ProviderUnavailableError } from './http-json';
import { propertyMetrics } from '../metrics';

const NAME = 'census-geocoder';

// The documented answer of /geocoder/locations/onelineaddress?format=json: x is the longitude, y the latitude.
const answerSchema = z.object({
  result: z.object({
    addressMatches: z.array(
      z.object({
        matchedAddress: z.string(),
        coordinates: z.object({ x: z.number(), y: z.number() }),
      }),
    ),
  }),
});

export interface Geocoder {
  /** Coordinates of the address, or undefined when the geocoder has no match. Throws when it is unreachable. */
  geocode(address: string): Promise<LatLng | undefined>;
}

/** The US Census Bureau geocoder: free and keyless, US addresses only. */
export class CensusGeocoder implements Geocoder {
  constructor(private readonly options: { baseUrl: string; timeoutMs: number }) {}

  async geocode(address: string): Promise<LatLng | undefined> {
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
    return match ? { lat: match.coordinates.y, lng: match.coordinates.x } : undefined;
  }
}
