import { toPgm } from './ocr';
import type { PageImage } from './pdf-text';

const header = (pgm: Buffer) => pgm.subarray(0, pgm.indexOf('\n255\n') + 5).toString('ascii');
const pixels = (pgm: Buffer) => [...pgm.subarray(header(pgm).length)];

describe('toPgm', () => {
  it('writes grey pixels from grey, RGB and RGBA scans (transparent as paper)', () => {
    const grey: PageImage = { width: 2, height: 1, channels: 1, data: new Uint8ClampedArray([0, 200]) };
    const rgb: PageImage = {
      width: 2,
      height: 1,
      channels: 3,
      data: new Uint8ClampedArray([255, 255, 255, 0, 0, 0]),
    };
    const rgba: PageImage = {
      width: 2,
      height: 1,
      channels: 4,
      data: new Uint8ClampedArray([0, 0, 0, 0, 0, 0, 0, 255]),
    };
    expect(header(toPgm(grey))).toBe('P5\n2 1\n255\n');
    expect(pixels(toPgm(grey))).toEqual([0, 200]);
    expect(pixels(toPgm(rgb))).toEqual([255, 0]);
    expect(pixels(toPgm(rgba))).toEqual([255, 0]);
  });

  it('shrinks a scan above ~12 Mpx by a whole factor, averaging the pixels it merges', () => {
    const width = 5000;
    const height = 5000; // 25 Mpx -> factor 2
    const data = new Uint8ClampedArray(width * height).fill(255);
    data[0] = 0; // top-left 2x2 block averages to (0 + 3 * 255) / 4
    const pgm = toPgm({ width, height, channels: 1, data });
    expect(header(pgm)).toBe('P5\n2500 2500\n255\n');
    expect(pgm.length - header(pgm).length).toBe(2500 * 2500);
    expect(pgm[header(pgm).length]).toBe(Math.round((3 * 255) / 4));
  });
});
