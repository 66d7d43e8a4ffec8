import { z } from 'zod';
import type { LatLng, StreetViewState } from '../domain/property';
import { getJson, ProviderUnavailableError } from './http-json';
import { propertyMetrics } from '../metrics';

const NAME = 'street-view';
const IMAGE_SIZE = '640x400';

// Street View Static metadata (free, no quota): status OK with the panorama's location, or ZERO_RESULTS /
// NOT_FOUND when there is no imagery; any other status is a problem with the request or the key.
const metadataSchema = z.object({
  status: z.string(),
  location: z.object({ lat: z.number(), lng: z.number() }).optional(),
});
const NO_IMAGERY = new Set(['ZERO_RESULTS', 'NOT_FOUND']);

/** Where a property is, for Street View: its coordinates when known, else its address text. */
export interface StreetViewPlace {
  address: string;
  location: LatLng | null;
}

/**
 * Google Street View. With GOOGLE_MAPS_API_KEY the metadata call says whether imagery exists (checked before an
 * image URL is ever handed out, as Google asks). The image URL goes to browsers, so it carries only
 * GOOGLE_MAPS_BROWSER_KEY (restricted in Google's console to Homeward's site and the Street View Static API), never
 * the server key; without a browser key there is no image, but the 'Open in Street View' link still works.
 */
export class StreetView {
  constructor(
    private readonly options: { baseUrl: string; apiKey: string; browserKey: string; timeoutMs: number },
  ) {}

  get hasKey(): boolean {
    return this.options.apiKey !== '';
  }

  /** Whether imagery exists at the place; undefined without a key (nothing can be known). */
  async check(place: StreetViewPlace): Promise<StreetViewState | undefined> {
    if (!this.hasKey) return undefined;
    const url = new URL(`${this.options.baseUrl}/metadata`);
    url.searchParams.set('location', locationParam(place));
    url.searchParams.set('key', this.options.apiKey);
    let status: string;
    let location: LatLng | undefined;
    try {
      const response = await getJson(NAME, url, { timeoutMs: this.options.timeoutMs });
      ({ status, location } = metadataSchema.parse(response.body));
    } catch (error) {
      propertyMetrics.propertyDataLookups.inc({ provider: NAME, outcome: 'failed' });
      if (error instanceof ProviderUnavailableError) throw error;
      throw new ProviderUnavailableError(NAME, 'answered in an unexpected shape', { cause: error });
    }
    if (status === 'OK') {
      propertyMetrics.propertyDataLookups.inc({ provider: NAME, outcome: 'found' });
      return { available: true, location: location ?? place.location };
    }
    if (NO_IMAGERY.has(status)) {
      propertyMetrics.propertyDataLookups.inc({ provider: NAME, outcome: 'not_found' });
      return { available: false, location: null };
    }
    propertyMetrics.propertyDataLookups.inc({ provider: NAME, outcome: 'failed' });
    // REQUEST_DENIED, OVER_QUERY_LIMIT, INVALID_REQUEST, UNKNOWN_ERROR: not an answer about the place.
    throw new ProviderUnavailableError(NAME, `metadata status ${status}`);
  }

  /** The Static API image of a place known to have imagery; empty without a browser key or without imagery. */
  imageUrl(place: StreetViewPlace, state: StreetViewState | null): string {
    if (this.options.browserKey === '' || !state?.available) return '';
    const url = new URL(this.options.baseUrl);
    url.searchParams.set('size', IMAGE_SIZE);
    url.searchParams.set('location', locationParam({ ...place, location: state.location ?? place.location }));
    url.searchParams.set('key', this.options.browserKey);
    return url.toString();
  }
}

/** Opens Street View at the coordinates; without them, Google Maps at the address (one click from Street View). */
export function streetViewLink(place: StreetViewPlace): string {
  if (place.location) {
    const url = new URL('https://www.google.com/maps/@');
    url.searchParams.set('api', '1');
    url.searchParams.set('map_action', 'pano');
    url.searchParams.set('viewpoint', `${place.location.lat},${place.location.lng}`);
    return url.toString();
  }
  const url = new URL('https://www.google.com/maps/search/');
  url.searchParams.set('api', '1');
  url.searchParams.set('query', place.address);
  return url.toString();
}

function locationParam(place: StreetViewPlace): string {
  return place.location ? `${place.location.lat},${place.location.lng}` : place.address;
}
