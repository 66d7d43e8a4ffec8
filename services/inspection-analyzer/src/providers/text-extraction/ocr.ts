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

/** Netpbm (P5, 8-bit grey): leptonica reads it natively, and it needs no encoder dependency. */
export function toPgm(image: PageImage): Buffer {
  const { width, height, channels, data } = image;
  const header = Buffer.from(`P5\n${width} ${height}\n255\n`, 'ascii');
  const pixels = Buffer.alloc(width * height);
  for (let i = 0; i < width * height; i++) {
    const o = i * channels;
    if (channels === 1) pixels[i] = data[o]!;
    else pixels[i] = Math.round(0.299 * data[o]! + 0.587 * data[o + 1]! + 0.114 * data[o + 2]!);
    // Transparent pixels of an RGBA scan are paper.
    if (channels === 4 && data[o + 3]! < 128) pixels[i] = 255;
  }
  return Buffer.concat([header, pixels]);
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
        : data.text.split('\n').map((l) => l.replace(/\s+$/, ''));
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
