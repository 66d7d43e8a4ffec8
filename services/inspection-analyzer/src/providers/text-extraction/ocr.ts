// OCR of scanned pages with tesseract.js. Everything it loads comes from node_modules: the English model from the
// @tesseract.js-data/eng package, the WASM core from tesseract.js-core and tesseract's own worker script; its
// model cache is off so nothing is written to the working directory. No path here is a URL, so a missing file is
// an error at start-up of OCR, never a download.

import fs from 'node:fs';
import path from 'node:path';
import type { Block } from 'tesseract.js';
import { linesFromRuns, type TextRun } from './pdf-lines';
import type { PageImage } from './pdf-text';

export interface OcrPaths {
  /** Folder holding eng.traineddata.gz. */
  langPath: string;
  /** tesseract.js' Node worker script. */
  workerPath: string;
  /** Folder of the WASM core (tesseract.js requires it from node_modules in Node; named here so it is checked). */
  corePath: string;
}

export function ocrPaths(): OcrPaths {
  const engPackage = path.dirname(require.resolve('@tesseract.js-data/eng/package.json'));
  return {
    // The LSTM-only engine reads the "best_int" model, the one tesseract.js would otherwise fetch for OEM 1.
    langPath: path.join(engPackage, '4.0.0_best_int'),
    workerPath: require.resolve('tesseract.js/src/worker-script/node/index.js'),
    corePath: path.dirname(require.resolve('tesseract.js-core/package.json')),
  };
}

export function assertLocal(paths: OcrPaths): void {
  const required = [path.join(paths.langPath, 'eng.traineddata.gz'), paths.workerPath, paths.corePath];
  for (const file of required) {
    if (!path.isAbsolute(file) || !fs.existsSync(file)) throw new Error(`OCR file missing: ${file}`);
  }
}

/** Tesseract reads best at about 300 dpi (8.4 Mpx for a letter page); larger scans are shrunk to about this. */
const OCR_MAX_PIXELS = 12_000_000;

/** Netpbm (P5, 8-bit grey): leptonica reads it natively, and it needs no encoder dependency. Scans above
 * OCR_MAX_PIXELS are shrunk by a whole factor (box average), which also bounds tesseract's memory. */
export function toPgm(image: PageImage): Buffer {
  const { width, height, channels, data } = image;
  const factor = Math.max(1, Math.ceil(Math.sqrt((width * height) / OCR_MAX_PIXELS)));
  const outWidth = Math.floor(width / factor);
  const outHeight = Math.floor(height / factor);
  const header = Buffer.from(`P5\n${outWidth} ${outHeight}\n255\n`, 'ascii');
  const pixels = Buffer.alloc(outWidth * outHeight);
  for (let y = 0; y < outHeight; y++) {
    for (let x = 0; x < outWidth; x++) {
      let sum = 0;
      for (let dy = 0; dy < factor; dy++) {
        for (let dx = 0; dx < factor; dx++)
          sum += grey(data, ((y * factor + dy) * width + x * factor + dx) * channels, channels);
      }
      pixels[y * outWidth + x] = Math.round(sum / (factor * factor));
    }
  }
  return Buffer.concat([header, pixels]);
}

function grey(data: Uint8ClampedArray, o: number, channels: PageImage['channels']): number {
  if (channels === 1) return data[o]!;
  // Transparent pixels of an RGBA scan are paper.
  if (channels === 4 && data[o + 3]! < 128) return 255;
  return 0.299 * data[o]! + 0.587 * data[o + 1]! + 0.114 * data[o + 2]!;
}

export interface PageOcr {
  recognize(image: PageImage): Promise<string[]>;
  close(): Promise<void>;
}

export async function startOcr(): Promise<PageOcr> {
  const paths = ocrPaths();
  assertLocal(paths);
  const { createWorker, OEM } = await import('tesseract.js');
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath: paths.langPath,
    workerPath: paths.workerPath,
    corePath: paths.corePath,
    gzip: true,
    cacheMethod: 'none',
    logger: () => undefined,
    errorHandler: () => undefined,
  });
  return {
    async recognize(image) {
      const { data } = await worker.recognize(toPgm(image), {}, { text: true, blocks: true });
      const runs = wordRuns(data.blocks ?? []);
      return runs.length > 0
        ? linesFromRuns(runs, { singleSpaceUnder: 2.5 })
        : data.text.split('\n').map((l) => l.trimEnd());
    },
    close: () => worker.terminate().then(() => undefined),
  };
}

/** Tesseract's words as positioned runs, so OCR text gets the same line and spacing rebuild as a PDF's text layer
 * (indentation, checkbox columns). Image y grows downwards; runs expect PDF's upward y, hence the sign. Every word
 * takes its line's bottom and height, so tesseract's own line grouping is kept. */
export function wordRuns(blocks: Block[]): TextRun[] {
  return blocks.flatMap((block) =>
    block.paragraphs.flatMap((paragraph) =>
      paragraph.lines.flatMap((line) =>
        line.words.map((word) => ({
          text: word.text,
          x: word.bbox.x0,
          y: -line.bbox.y1,
          width: word.bbox.x1 - word.bbox.x0,
          size: Math.max(1, line.bbox.y1 - line.bbox.y0),
        })),
      ),
    ),
  );
}
