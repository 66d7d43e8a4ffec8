// OCR of scanned pages with tesseract.js. Everything it loads comes from node_modules: the English model from the
// @tesseract.js-data/eng package, the WASM core from tesseract.js-core and tesseract's own worker script; its
// model cache is off so nothing is written to the working directory. No path here is a URL, so a missing file is
// an error at start-up of OCR, never a download.

import fs from 'node:fs';
import path from 'node:path';
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
    // Keep the page's line structure: tesseract's "single block" mode would merge columns.
    logger: () => undefined,
    errorHandler: () => undefined,
  });
  return {
    async recognize(image) {
      const { data } = await worker.recognize(toPgm(image));
      return data.text.split('\n').map((l) => l.replace(/\s+$/, ''));
    },
    close: () => worker.terminate().then(() => undefined),
  };
}
