/** The document model other services write against. It is pdfmake-free on purpose: documents are plain data, and
 * only render.ts knows how pdfmake lays them out, so the engine can change without touching a document. */

export type PdfBlock =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'paragraph'; text: string; tone: 'body' | 'muted' }
  | { kind: 'bullets'; items: string[]; whenEmpty: string }
  | { kind: 'keyValue'; rows: KeyValueRow[] }
  | { kind: 'table'; header: string[]; rows: string[][]; widths?: ColumnWidth[] }
  | { kind: 'spacer' };

export type KeyValueRow = readonly [label: string, value: string];
/** 'auto' fits the content, '*' shares what is left, a number is points. */
export type ColumnWidth = 'auto' | '*' | number;

export interface PdfDocument {
  /** Shown in the Homeward header and stored as the PDF's Title. */
  title: string;
  /** A second header line, e.g. the property address. */
  subtitle?: string;
  /** Stored as the PDF's Subject. */
  subject?: string;
  keywords?: string[];
  /** When the document was generated: printed in the footer and stored as CreationDate. Inject it to make the
   * output repeatable; it defaults to now. */
  generatedAt?: Date;
  /** Printed above the page numbers on every page, e.g. a legal disclaimer that must travel with each sheet. */
  footerNote?: string;
  /** Printed under the running header on every page, e.g. a warning a single loose sheet must still carry. */
  pageNote?: string;
  /** Who initials each page: a line per party ("Buyer's initials", "Seller's initials") in every page's footer. */
  initials?: string[];
  /** Drawn faintly across every page, e.g. 'PREVIEW' on a draft, so a printed page cannot pass for the final one. */
  watermark?: string;
  blocks: PdfBlock[];
}

export const heading = (text: string, level: 1 | 2 | 3 = 1): PdfBlock => ({ kind: 'heading', level, text });
export const paragraph = (text: string): PdfBlock => ({ kind: 'paragraph', text, tone: 'body' });
export const muted = (text: string): PdfBlock => ({ kind: 'paragraph', text, tone: 'muted' });
/** An empty list still says so, so a reader can tell "nothing found" from "section missing". */
export const bulletList = (items: readonly string[], whenEmpty = 'None noted'): PdfBlock => ({
  kind: 'bullets',
  items: [...items],
  whenEmpty,
});
export const keyValueTable = (rows: readonly KeyValueRow[]): PdfBlock => ({
  kind: 'keyValue',
  rows: [...rows],
});
export const table = (
  header: readonly string[],
  rows: readonly string[][],
  widths?: ColumnWidth[],
): PdfBlock => ({
  kind: 'table',
  header: [...header],
  rows: rows.map((row) => [...row]),
  widths,
});
export const spacer = (): PdfBlock => ({ kind: 'spacer' });
