import { PNG } from 'pngjs';
import type { FixtureReport } from '../types';
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyphCells } from './bitmap-font';
import { collect, newDocument } from './pdf';

/** Pixels per font cell: 5x8 glyphs become 15x24 px, about 20 pt tall text at the page's 150 dpi. */
const SCALE = 3;
const CELL_W = (GLYPH_WIDTH + 2) * SCALE;
const LINE_H = (GLYPH_HEIGHT + 3) * SCALE;
const MARGIN_PX = 60;

/** Black text on white, 8-bit grayscale: what a flatbed scan of the printed page would hold, minus the noise. */
export function rasterizePage(lines: string[]): Buffer {
  const columns = Math.max(90, ...lines.map((l) => l.length));
  const width = MARGIN_PX * 2 + columns * CELL_W;
  const height = Math.max(Math.round((width * 11) / 8.5), MARGIN_PX * 2 + lines.length * LINE_H);
  const png = new PNG({ width, height, colorType: 0, inputColorType: 0, bitDepth: 8 });
  png.data = Buffer.alloc(width * height, 255);
  lines.forEach((line, row) => {
    [...line].forEach((char, col) => {
      const x0 = MARGIN_PX + col * CELL_W;
      const y0 = MARGIN_PX + row * LINE_H;
      for (const [cx, cy] of glyphCells(char)) {
        for (let dy = 0; dy < SCALE; dy++) {
          const offset = (y0 + cy * SCALE + dy) * width + x0 + cx * SCALE;
          png.data.fill(0, offset, offset + SCALE);
        }
      }
    });
  });
  // No per-row filter search: plain rows of white compress well already and encoding stays fast.
  return PNG.sync.write(png, { colorType: 0, inputColorType: 0, bitDepth: 8, filterType: 0 });
}

/** A PDF of page images and no text layer, as a scanner or "print to image" produces: only OCR can read it. */
export function toScannedPdf(fixture: FixtureReport): Promise<Buffer> {
  const doc = newDocument(fixture.name);
  for (const lines of fixture.pages) {
    doc.addPage({ margin: 0 });
    doc.image(rasterizePage(lines), 0, 0, { width: doc.page.width, height: doc.page.height });
  }
  return collect(doc);
}
