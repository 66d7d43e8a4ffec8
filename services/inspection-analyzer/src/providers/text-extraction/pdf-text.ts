// PDF -> pages of lines with PDF.js (through unpdf, the same library the fixtures package reads PDFs back with).
// Pages whose text layer is (nearly) empty but which carry an image are scans: their image goes to `readScan`.

import { extractImages, getDocumentProxy } from 'unpdf';
import type { ExtractedReport } from '../../domain/report';
import { ExtractionError } from './errors';
import type { ExtractionLimits } from './limits';
import { linesFromRuns, type TextRun } from './pdf-lines';

export interface PageImage {
  width: number;
  height: number;
  channels: 1 | 3 | 4;
  data: Uint8ClampedArray;
}

/** Reads a scanned page's image; called page by page so at most one decoded scan is held at a time. */
export type ReadScan = (image: PageImage, pageNumber: number) => Promise<string[]>;

/** Fewer visible characters than this on a page with an image: the page is a scan (maybe with a stamped header). */
const SCAN_TEXT_THRESHOLD = 20;
/** PDF.js decodes no image larger than this many pixels (a 600 dpi letter page is ~34 Mpx). */
const MAX_IMAGE_PIXELS = 40_000_000;

interface PdfjsTextItem {
  str?: string;
  transform?: number[];
  width?: number;
}

export async function readPdf(
  file: Uint8Array,
  limits: ExtractionLimits,
  readScan: ReadScan,
): Promise<{ pages: ExtractedReport['pages']; scannedPages: number }> {
  const pdf = await openPdf(file);
  try {
    if (pdf.numPages > limits.maxPages) {
      throw new ExtractionError('too_large', `${pdf.numPages} pages > maxPages ${limits.maxPages}`);
    }
    const pages: ExtractedReport['pages'] = [];
    let scannedPages = 0;
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      let lines = linesFromRuns((content.items as PdfjsTextItem[]).flatMap(toRun));
      if (lines.join('').replace(/\s/g, '').length < SCAN_TEXT_THRESHOLD) {
        const scan = await largestImage(pdf, number);
        if (scan) {
          scannedPages++;
          lines = await readScan(scan, number);
        }
      }
      pages.push({ number, lines });
      page.cleanup();
    }
    return { pages, scannedPages };
  } finally {
    await pdf.loadingTask.destroy();
  }
}

async function openPdf(file: Uint8Array) {
  try {
    // PDF.js refuses Node Buffers and detaches what it is given: hand it its own plain copy.
    return await getDocumentProxy(new Uint8Array(file), {
      // Untrusted input: no system fonts or font loading, and no image is decoded beyond the scan size cap.
      disableFontFace: true,
      maxImageSize: MAX_IMAGE_PIXELS,
      isOffscreenCanvasSupported: false,
      useSystemFonts: false,
      stopAtErrors: false,
      verbosity: 0,
    });
  } catch (error) {
    const name = (error as { name?: string }).name;
    const detail = error instanceof Error ? error.message : String(error);
    if (name === 'PasswordException') throw new ExtractionError('encrypted', detail);
    throw new ExtractionError('unreadable', detail);
  }
}

function toRun(item: PdfjsTextItem): TextRun[] {
  const t = item.transform;
  if (typeof item.str !== 'string' || !t || t.length < 6) return [];
  const size = Math.hypot(t[2]!, t[3]!) || Math.hypot(t[0]!, t[1]!);
  return [{ text: item.str, x: t[4]!, y: t[5]!, width: item.width ?? 0, size }];
}

async function largestImage(
  pdf: Awaited<ReturnType<typeof getDocumentProxy>>,
  number: number,
): Promise<PageImage | undefined> {
  let images: Awaited<ReturnType<typeof extractImages>>;
  try {
    images = await extractImages(pdf, number);
  } catch {
    // An image PDF.js cannot decode is the same, for the buyer, as a page without text.
    return undefined;
  }
  const usable = images.filter(
    (i) => i.width * i.height <= MAX_IMAGE_PIXELS && i.width >= 100 && i.height >= 100,
  );
  const best = usable.sort((a, b) => b.width * b.height - a.width * a.height)[0];
  return best && { width: best.width, height: best.height, channels: best.channels, data: best.data };
}
