// The spec's preview gallery: at most five photos, with a layout for each count from 0 to 5.
export const MAX_GALLERY_PHOTOS = 5;

export interface GalleryLayout {
  columns: string;
  rows: string;
  /** One CSS grid area per photo, in order. */
  areas: string[];
  template: string;
}

const LAYOUTS: Partial<Record<number, GalleryLayout>> = {
  1: { columns: '1fr', rows: '260px', template: '"a"', areas: ['a'] },
  2: { columns: '1fr 1fr', rows: '260px', template: '"a b"', areas: ['a', 'b'] },
  3: { columns: '2fr 1fr', rows: '128px 128px', template: '"a b" "a c"', areas: ['a', 'b', 'c'] },
  4: {
    columns: '2fr 1fr 1fr',
    rows: '128px 128px',
    template: '"a b c" "a d d"',
    areas: ['a', 'b', 'c', 'd'],
  },
  5: {
    columns: '2fr 1fr 1fr',
    rows: '128px 128px',
    template: '"a b c" "a d e"',
    areas: ['a', 'b', 'c', 'd', 'e'],
  },
};

/** The photos to show and how to lay them out; null when there are none (the location placeholder shows). */
export function galleryLayout(images: string[]): { photos: string[]; layout: GalleryLayout } | null {
  const photos = images.slice(0, MAX_GALLERY_PHOTOS);
  const layout = LAYOUTS[photos.length];
  return layout ? { photos, layout } : null;
}
