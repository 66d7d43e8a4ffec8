// DOCX (mammoth) and Word 97-2003 .doc (word-extractor) -> pages of lines. Word files have no fixed pages; the
// page breaks a DOCX marks are kept (word-extractor drops a .doc's), and text without any is cut into pages of
// about a printed page's length so page numbers in findings still point somewhere sensible.

import mammoth from 'mammoth';
import WordExtractor from 'word-extractor';
import type { ExtractedReport } from '../../domain/report';
import { ExtractionError } from './errors';
import type { ExtractionLimits } from './limits';
import { withMarkedPageBreaks } from './docx-page-breaks';
import { checkDocxZip } from './zip-guard';

/** About one printed page of an inspection report. */
export const LINES_PER_PAGE = 50;
const PAGE_BREAK = '\f';

export async function readDocx(file: Buffer, limits: ExtractionLimits): Promise<ExtractedReport['pages']> {
  checkDocxZip(file, {
    totalBytes: limits.maxUncompressedMb * 1024 * 1024,
    documentXmlBytes: limits.maxDocumentXmlMb * 1024 * 1024,
  });
  let html: string;
  try {
    const result = await mammoth.convertToHtml(
      { buffer: await withMarkedPageBreaks(file) },
      {
        // Page breaks become <hr>; blank paragraphs stay, since they separate an inspector's blocks.
        styleMap: ["br[type='page'] => hr"],
        ignoreEmptyParagraphs: false,
        // Photos are never read (mammoth would inline each one as base64 in the HTML): only the text matters.
        convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: '' })),
      },
    );
    html = result.value;
  } catch (error) {
    throw new ExtractionError('unreadable', error instanceof Error ? error.message : String(error));
  }
  return paginate(htmlToText(html), limits);
}

export async function readDoc(file: Buffer, limits: ExtractionLimits): Promise<ExtractedReport['pages']> {
  if (file.length < 8 || file.readUInt32BE(0) !== 0xd0cf11e0 || file.readUInt32BE(4) !== 0xa1b11ae1) {
    throw new ExtractionError('unreadable', 'not an OLE2 compound file');
  }
  // Office's password protection wraps the real document in an OLE2 file with an "EncryptedPackage" stream
  // (any format: .docx saved with a password is OLE2 too). Its directory names are UTF-16LE.
  if (file.includes(Buffer.from('EncryptedPackage', 'utf16le'))) {
    throw new ExtractionError('encrypted', 'OLE2 EncryptedPackage stream');
  }
  let body: string;
  try {
    const document = await new WordExtractor().extract(file);
    body = document.getBody();
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    // word-extractor names the FIB's encryption flag; everything else is a damaged or foreign file.
    throw new ExtractionError(/encrypt/i.test(detail) ? 'encrypted' : 'unreadable', detail);
  }
  return paginate(body, limits);
}

/** mammoth's HTML is flat and regular: block ends are lines, <br> a line break, <hr> a page break, and a table
 * row one line with its cells side by side (as a printed table reads). */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<t([dh])\b[^>]*>([\s\S]*?)<\/t\1>/gi, (_match, _tag, cell: string) => `${cellText(cell)}  `)
      .replace(/<hr\s*\/?>/gi, PAGE_BREAK)
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|h[1-6]|li|tr|caption)>/gi, '\n')
      .replace(/<[^<>]*>/g, ''),
  );
}

function cellText(cell: string): string {
  return cell
    .replace(/<\/p>|<br\s*\/?>/gi, ' ')
    .replace(/<[^<>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|nbsp);/gi, (_, code: string) => {
    const lower = code.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(parseInt(lower.slice(1), 10));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }[lower] ?? '';
  });
}

export function paginate(text: string, limits: Pick<ExtractionLimits, 'maxPages'>): ExtractedReport['pages'] {
  const normalized = text.replace(/\r\n?/g, '\n').replace(/\n$/, '');
  // A break sits inside or between paragraphs, so each page may carry one newline of its neighbour.
  const explicit = normalized
    .split(PAGE_BREAK)
    .map((page) => page.replace(/^\n/, '').replace(/\n$/, '').split('\n'));
  // With page breaks the document's pages stand, unless one runs on for several printed pages (breaks only at
  // chapter starts); without any, the text is cut every LINES_PER_PAGE lines.
  const longest = explicit.length > 1 ? LINES_PER_PAGE * 3 : LINES_PER_PAGE;
  const pages = explicit
    .map((lines) => lines.map((l) => l.trimEnd()))
    // Word marks a manual break twice (the break, then where it rendered the page): no page is only blank lines.
    .filter((lines) => lines.some(Boolean))
    .flatMap((lines) => (lines.length > longest ? chunk(lines, LINES_PER_PAGE) : [lines]));
  if (pages.length > limits.maxPages) {
    throw new ExtractionError('too_large', `${pages.length} pages > maxPages ${limits.maxPages}`);
  }
  return pages.map((lines, i) => ({ number: i + 1, lines }));
}

function chunk(lines: string[], size: number): string[][] {
  const pages: string[][] = [];
  for (let i = 0; i < lines.length; i += size) pages.push(lines.slice(i, i + size));
  return pages;
}
