import type { DynamicContent, StyleDictionary } from 'pdfmake/interfaces';
import { formatDate } from './dates';
import { safeText } from './text';

/** The SPA's primary colour (Mantine cyan, shade 8), so a PDF looks like the app it came from. */
export const BRAND_COLOR = '#0c8599';
const TEXT_COLOR = '#212529';
const MUTED_COLOR = '#6c757d';
export const RULE_COLOR = '#dee2e6';
export const TABLE_HEADER_FILL = '#e3fafc';

/** Left, top, right, bottom, in points: the top leaves room for the running header. */
export const PAGE_MARGINS: [number, number, number, number] = [48, 72, 48, 56];
/** The same with room at the bottom for a footer note of up to three lines. */
export const PAGE_MARGINS_WITH_NOTE: [number, number, number, number] = [48, 72, 48, 88];
/** Extra room a page note of up to two lines takes under the header, and a line of initials above the footer. */
const PAGE_NOTE_ROOM = 24;
const INITIALS_ROOM = 18;

/** The margins a document's running furniture needs: its footer note, page note and initials line. */
export function pageMargins(furniture: {
  footerNote?: string;
  pageNote?: string;
  initials?: string[];
}): [number, number, number, number] {
  const [left, top, right, bottom] = furniture.footerNote ? PAGE_MARGINS_WITH_NOTE : PAGE_MARGINS;
  return [
    left,
    top + (furniture.pageNote ? PAGE_NOTE_ROOM : 0),
    right,
    bottom + (furniture.initials?.length ? INITIALS_ROOM : 0),
  ];
}

export const STYLES: StyleDictionary = {
  title: { fontSize: 20, bold: true, color: TEXT_COLOR, margin: [0, 0, 0, 2] },
  subtitle: { fontSize: 11, color: MUTED_COLOR, margin: [0, 0, 0, 14] },
  h1: { fontSize: 15, bold: true, color: BRAND_COLOR, margin: [0, 14, 0, 6] },
  h2: { fontSize: 12, bold: true, color: TEXT_COLOR, margin: [0, 10, 0, 4] },
  h3: { fontSize: 10.5, bold: true, color: TEXT_COLOR, margin: [0, 8, 0, 2] },
  body: { fontSize: 10, color: TEXT_COLOR, margin: [0, 0, 0, 6] },
  muted: { fontSize: 9, color: MUTED_COLOR, margin: [0, 0, 0, 6] },
  list: { fontSize: 10, color: TEXT_COLOR, margin: [0, 0, 0, 6] },
  table: { fontSize: 9.5, color: TEXT_COLOR, margin: [0, 2, 0, 10] },
  tableHeader: { bold: true, color: TEXT_COLOR, fillColor: TABLE_HEADER_FILL },
  tableLabel: { bold: true, color: MUTED_COLOR },
  wordmark: { fontSize: 14, bold: true, color: BRAND_COLOR },
  running: { fontSize: 8.5, color: MUTED_COLOR },
  runningNote: { fontSize: 7.5, color: MUTED_COLOR, lineHeight: 1.1, margin: [0, 0, 0, 4] },
  pageNote: { fontSize: 8, bold: true, color: TEXT_COLOR, lineHeight: 1.1, margin: [0, 10, 0, 0] },
  initials: { fontSize: 8.5, color: TEXT_COLOR, margin: [0, 0, 0, 6] },
};

const RUNNING_STYLES = new Set(['running', 'runningNote', 'wordmark', 'pageNote', 'initials']);
/** Whether a laid-out node belongs to the running header or footer rather than to the document's body. */
export const isRunningStyle = (style: unknown): boolean =>
  typeof style === 'string' && RUNNING_STYLES.has(style);

/** Every page: the Homeward wordmark on the left, the document title on the right, a rule beneath, and the page
 * note under it when the document has one. */
export function runningHeader(title: string, pageNote?: string): DynamicContent {
  return (_page, _pages, pageSize) => ({
    margin: [PAGE_MARGINS[0], 28, PAGE_MARGINS[2], 0],
    style: 'running',
    stack: [
      {
        style: 'running',
        columns: [
          { text: 'Homeward', style: 'wordmark', width: 'auto' },
          { text: safeText(title), style: 'running', alignment: 'right', margin: [12, 5, 0, 0] },
        ],
      },
      {
        style: 'running',
        canvas: [
          {
            type: 'line',
            x1: 0,
            y1: 6,
            x2: pageSize.width - PAGE_MARGINS[0] - PAGE_MARGINS[2],
            y2: 6,
            lineWidth: 0.75,
            lineColor: BRAND_COLOR,
          },
        ],
      },
      ...(pageNote ? [{ text: safeText(pageNote), style: 'pageNote' }] : []),
    ],
  });
}

/** A blank to initial and date, e.g. "Buyer's initials ________ Date ________". */
export const initialsBlank = (who: string) => `${who} ________ Date ________`;

/** Every page: a line of initials if the document asks for them, the document's footer note if it has one, when the
 * document was generated (UTC date) and where the reader is in it. */
export function runningFooter(generatedAt: Date, note?: string, initials: string[] = []): DynamicContent {
  const generated = `Generated ${formatDate(generatedAt)}`;
  const noteLine = note ? [{ text: safeText(note), style: 'runningNote' }] : [];
  const initialsLine =
    initials.length > 0
      ? [{ text: initials.map((who) => safeText(initialsBlank(who))).join('      '), style: 'initials' }]
      : [];
  return (page, pages) => ({
    margin: [PAGE_MARGINS[0], note ? 12 : 20, PAGE_MARGINS[2], 0],
    style: 'running',
    stack: [
      ...initialsLine,
      ...noteLine,
      {
        style: 'running',
        columns: [
          { text: generated, style: 'running' },
          { text: `Page ${page} of ${pages}`, style: 'running', alignment: 'right' },
        ],
      },
    ],
  });
}

/** Large, light and diagonal: readable as a mark, never in the way of the text under it. */
export function watermarkOf(text: string) {
  return { text: safeText(text), color: BRAND_COLOR, opacity: 0.12, bold: true, angle: -45 };
}
