// A small static map built from OpenStreetMap's raster tiles: no map library, no API key, one image per 256 px tile.

export const TILE_SIZE = 256;
/** Streets and house blocks are readable at this zoom. */
export const MAP_ZOOM = 16;
export const TILE_ORIGIN = 'https://tile.openstreetmap.org';
export const MAP_ATTRIBUTION = '© OpenStreetMap contributors';
export const MAP_COPYRIGHT_URL = 'https://www.openstreetmap.org/copyright';

export interface LatLng {
  lat: number;
  lng: number;
}

export interface MapTile {
  url: string;
  /** The tile's top-left corner relative to the point, in CSS pixels (the point sits at the map's centre). */
  left: number;
  top: number;
}

/** Web Mercator: the point's position in pixels on the whole world map at `zoom`. */
export function worldPixel({ lat, lng }: LatLng, zoom: number): { x: number; y: number } {
  const size = TILE_SIZE * 2 ** zoom;
  const clampedLat = Math.max(-85.0511, Math.min(85.0511, lat));
  const sin = Math.sin((clampedLat * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

/**
 * The tiles covering a `width` x `height` area centred on the point; columns wrap around the antimeridian, rows
 * stop at the poles.
 */
export function tilesAround(point: LatLng, width: number, height: number, zoom = MAP_ZOOM): MapTile[] {
  const count = 2 ** zoom;
  const { x, y } = worldPixel(point, zoom);
  const firstColumn = Math.floor((x - width / 2) / TILE_SIZE);
  const lastColumn = Math.floor((x + width / 2) / TILE_SIZE);
  const firstRow = Math.max(0, Math.floor((y - height / 2) / TILE_SIZE));
  const lastRow = Math.min(count - 1, Math.floor((y + height / 2) / TILE_SIZE));
  const tiles: MapTile[] = [];
  for (let row = firstRow; row <= lastRow; row += 1) {
    for (let column = firstColumn; column <= lastColumn; column += 1) {
      const wrapped = ((column % count) + count) % count;
      tiles.push({
        url: `${TILE_ORIGIN}/${zoom}/${wrapped}/${row}.png`,
        left: Math.round(column * TILE_SIZE - x),
        top: Math.round(row * TILE_SIZE - y),
      });
    }
  }
  return tiles;
}

/** A property's coordinates, when it has usable ones (a 0,0 geocode is a failed lookup, not a home at sea). */
export function coordinatesOf(location: LatLng | null | undefined): LatLng | null {
  if (!location || !Number.isFinite(location.lat) || !Number.isFinite(location.lng)) return null;
  if (location.lat === 0 && location.lng === 0) return null;
  return location;
}
