// PDF -> pages of lines with PDF.js (through unpdf, the same library the fixtures package reads PDFs back with).
// Pages whose text layer is (nearly) empty but which carry an image are handed back as scans for OCR.

import { extractImages, getDocumentProxy } from 'unpdf';
import { ExtractionError } from './errors';
import type { ExtractionLimits } from './limits';
import { linesFromRuns, type TextRun } from './pdf-lines';
import { patchArrayBufferForPdfjs } from './pdfjs-node20';

export interface PageImage {
  width: number;
  height: number;
  channels: 1 | 3 | 4;
  data: Uint8ClampedArray;
}

export interface PdfPage {
  number: number;
  lines: string[];
  /** Set when the page has (almost) no text but shows an image: probably a scanned page. */
  scan?: PageImage;
}

/** Fewer visible characters than this on a page with an image: the page is a scan (maybe with a stamped header). */
const SCAN_TEXT_THRESHOLD = 20;
/** One scanned page image may not exceed this many pixels (a 600 dpi letter page is ~34 Mpx). */
const MAX_IMAGE_PIXELS = 40_000_000;

interface PdfjsTextItem {
  str?: string;
  transform?: number[];
  width?: number;
}

export async function readPdf(file: Uint8Array, limits: ExtractionLimits): Promise<PdfPage[]> {
  patchArrayBufferForPdfjs();
  const pdf = await openPdf(file);
  try {
    if (pdf.numPages > limits.maxPages) {
      throw new ExtractionError('too_large', `${pdf.numPages} pages > maxPages ${limits.maxPages}`);
    }
    const pages: PdfPage[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const runs = (content.items as PdfjsTextItem[]).flatMap(toRun);
      const lines = linesFromRuns(runs);
      const visible = lines.join('').replace(/\s/g, '').length;
      const entry: PdfPage = { number, lines };
      if (visible < SCAN_TEXT_THRESHOLD) {
        const scan = await largestImage(pdf, number);
        if (scan) entry.scan = scan;
      }
      pages.push(entry);
      page.cleanup();
    }
    return pages;
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
