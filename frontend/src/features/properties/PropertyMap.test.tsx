import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testProperty } from '../../test/property-fixture';
import { MAP_ATTRIBUTION } from './map-tiles';
import { renderWithProperties } from './properties-test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const OAK = '12 Oak St, Austin, TX 78701';
const located = (overrides: Parameters<typeof testProperty>[0] = {}) =>
  testProperty({
    address: { ...testProperty().address, geometry: { location: { lat: 30.2672, lng: -97.7431 } } },
    ...overrides,
  });

function tilesOf(map: HTMLElement): HTMLImageElement[] {
  return Array.from(map.querySelectorAll('img'));
}

describe('a property without photos, on its card', () => {
  it('shows a map of its coordinates, with the attribution', async () => {
    renderWithProperties([located()]);
    const map = await screen.findByRole('img', { name: `Map of ${OAK}` });
    const tiles = tilesOf(map);
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.every((tile) => tile.src.startsWith('https://tile.openstreetmap.org/16/'))).toBe(true);
    expect(within(map).getByText(MAP_ATTRIBUTION)).toBeTruthy();
  });

  it('shows the placeholder when a map tile fails to load (offline)', async () => {
    renderWithProperties([located()]);
    const map = await screen.findByRole('img', { name: `Map of ${OAK}` });
    fireEvent.error(tilesOf(map)[0]!);
    expect(await screen.findByText('No photo available')).toBeTruthy();
    expect(screen.queryByRole('img', { name: `Map of ${OAK}` })).toBeNull();
  });

  it('asks for no map while the browser is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProperties([located()]);
    expect(await screen.findByText('No photo available')).toBeTruthy();
    expect(document.querySelector('img[src*="openstreetmap"]')).toBeNull();
  });

  it('shows the placeholder for a home without coordinates', async () => {
    renderWithProperties([testProperty()]);
    expect(await screen.findByText('No photo available')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /^Map of/ })).toBeNull();
  });

  it('re-parses by address when the map is clicked', async () => {
    const property = located();
    const { api } = renderWithProperties([property], {
      'POST /api/property/get-property-by-address': { body: { property } },
    });
    await screen.findByRole('img', { name: `Map of ${OAK}` });
    fireEvent.click(
      screen.getByRole('button', { name: (name) => name.endsWith(`Look up the details of ${OAK} again`) }),
    );
    expect(await screen.findByText('Property successfully updated!')).toBeTruthy();
    expect(api.callsTo('POST /api/property/get-property-by-address').map((call) => call.body)).toEqual([
      { property_id: property.id },
    ]);
  });

  it('re-parses when only a street view image stands in for the photos', async () => {
    const property = located();
    const { api } = renderWithProperties([property], {
      'POST /api/property/streetview': {
        body: {
          street_view_image_url: 'https://maps.test/sv.jpg',
          street_view_link: 'https://maps.test/pano',
        },
      },
      'POST /api/property/get-property-by-address': { body: { property } },
    });
    const image = await screen.findByAltText(`Street view of ${OAK}`);
    fireEvent.click(image);
    await waitFor(() => expect(api.callsTo('POST /api/property/get-property-by-address')).toHaveLength(1));
  });

  it('links a home with a photo to its page instead of re-parsing', async () => {
    const property = located({ images: ['https://photos.test/1.jpg'] });
    renderWithProperties([property]);
    expect(await screen.findByAltText(`Photo of ${OAK}`)).toBeTruthy();
    expect(
      screen.queryByRole('button', { name: (name) => name.endsWith(`Look up the details of ${OAK} again`) }),
    ).toBeNull();
    expect(screen.queryByRole('img', { name: /^Map of/ })).toBeNull();
  });
});

describe('a property without photos, on its page', () => {
  it('shows the map in place of the gallery, the placeholder once a tile fails', async () => {
    const property = located();
    renderWithProperties([property], {}, `/properties/${property.id}`);
    const map = await screen.findByRole('img', { name: `Map of ${OAK}` });
    // Not inside a button here, so the attribution is a link to the licence.
    expect(within(map).getByRole('link', { name: MAP_ATTRIBUTION }).getAttribute('href')).toBe(
      'https://www.openstreetmap.org/copyright',
    );
    fireEvent.error(tilesOf(map)[1]!);
    expect(await screen.findByTestId('location-placeholder')).toBeTruthy();
  });
});
