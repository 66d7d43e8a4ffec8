import { describe, expect, it } from 'vitest';
import { coordinatesOf, tilesAround, TILE_SIZE, worldPixel } from './map-tiles';

describe('worldPixel', () => {
  it('puts 0,0 in the middle of the world and the antimeridian at its edge', () => {
    expect(worldPixel({ lat: 0, lng: 0 }, 1)).toEqual({ x: TILE_SIZE, y: TILE_SIZE });
    expect(worldPixel({ lat: 0, lng: -180 }, 0).x).toBe(0);
  });
});

describe('tilesAround', () => {
  // Austin, TX at zoom 16 is in tile 14974/26982 (the OSM wiki's slippy-map tile formula).
  const austin = { lat: 30.2672, lng: -97.7431 };

  it('covers the area around the point with the tiles that hold it', () => {
    const tiles = tilesAround(austin, 512, 256);
    const holding = tiles.filter(
      (tile) => tile.left <= 0 && tile.left > -TILE_SIZE && tile.top <= 0 && tile.top > -TILE_SIZE,
    );
    expect(holding.map((tile) => tile.url)).toEqual(['https://tile.openstreetmap.org/16/14974/26982.png']);
    // Every pixel of the area is covered: the tiles span at least from -width/2 to +width/2 each way.
    const left = Math.min(...tiles.map((tile) => tile.left));
    const right = Math.max(...tiles.map((tile) => tile.left + TILE_SIZE));
    const top = Math.min(...tiles.map((tile) => tile.top));
    const bottom = Math.max(...tiles.map((tile) => tile.top + TILE_SIZE));
    expect([left <= -256, right >= 256, top <= -128, bottom >= 128]).toEqual([true, true, true, true]);
    expect(tiles.length).toBeLessThanOrEqual(3 * 2);
  });

  it('wraps columns across the antimeridian', () => {
    const urls = tilesAround({ lat: 0, lng: 179.999 }, 1024, 10, 2).map((tile) => tile.url);
    expect(urls).toContain('https://tile.openstreetmap.org/2/0/2.png');
    expect(urls).toContain('https://tile.openstreetmap.org/2/3/2.png');
  });
});

describe('coordinatesOf', () => {
  it('takes real coordinates and refuses none or a 0,0 geocode', () => {
    expect(coordinatesOf({ lat: 40.7, lng: -111.9 })).toEqual({ lat: 40.7, lng: -111.9 });
    expect(coordinatesOf(null)).toBeNull();
    expect(coordinatesOf(undefined)).toBeNull();
    expect(coordinatesOf({ lat: 0, lng: 0 })).toBeNull();
    expect(coordinatesOf({ lat: Number.NaN, lng: 1 })).toBeNull();
  });
});
