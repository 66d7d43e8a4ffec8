import { execFileSync } from 'node:child_process';
import path from 'node:path';

export interface TextItem {
  str: string;
  x: number;
  y: number;
  width: number;
}

export interface ReadPdf {
  totalPages: number;
  /** The PDF's Info dictionary: Title, Author, CreationDate ("D:YYYYMMDDHHmmSSZ"), ... */
  info: Record<string, unknown>;
  /** Each page's text with whitespace collapsed and the zero-width spaces safeText adds taken out. */
  pages: string[];
  /** Everything, pages joined. */
  text: string;
  items: TextItem[][];
  pageWidths: number[];
}

/** Reads a PDF back with PDF.js (through unpdf), as a viewer would. */
export function readPdf(pdf: Buffer): ReadPdf {
  const script = path.join(__dirname, 'read-pdf-child.mjs');
  const out = execFileSync(process.execPath, [script], { input: pdf, maxBuffer: 64 * 1024 * 1024 });
  const read = JSON.parse(out.toString('utf8')) as Omit<ReadPdf, 'text'>;
  const pages = read.pages.map(readable);
  return { ...read, pages, text: pages.join(' ') };
}

export const readable = (text: string): string =>
  text
    .replace(/\u200B/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The page (1-based) where a text first appears, or 0. */
export const pageOf = (read: ReadPdf, text: string): number =>
  read.pages.findIndex((page) => page.includes(text)) + 1;
