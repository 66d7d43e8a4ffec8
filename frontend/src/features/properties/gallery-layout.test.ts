import { describe, expect, it } from 'vitest';
import { galleryLayout } from './gallery-layout';

const photos = (count: number) =>
  Array.from({ length: count }, (_, index) => `https://img.test/${index}.jpg`);

describe('galleryLayout', () => {
  it('has no layout without photos, so the location placeholder shows', () => {
    expect(galleryLayout([])).toBeNull();
  });

  it.each([1, 2, 3, 4, 5])('lays out %i photo(s), each in its own area', (count) => {
    const gallery = galleryLayout(photos(count));
    expect(gallery?.photos).toHaveLength(count);
    const areas = gallery!.layout.areas;
    expect(new Set(areas).size).toBe(count);
    areas.forEach((area) => expect(gallery!.layout.template).toContain(area));
  });

  it('shows at most five photos', () => {
    expect(galleryLayout(photos(9))?.photos).toEqual(photos(5));
  });
});
