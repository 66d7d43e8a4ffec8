import pdfmake from 'pdfmake';
import type { Content, TableLayout, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { PdfBlock, PdfDocument } from './blocks';
import {
  RULE_COLOR,
  STYLES,
  isRunningStyle,
  pageMargins,
  runningFooter,
  runningHeader,
  watermarkOf,
} from './brand';
import { ROBOTO, isBundledFont } from './fonts';
import { safeText } from './text';

// pdfmake is one object per process; this module is its only user, so configuring it once here is enough.
pdfmake.setFonts({ Roboto: { ...ROBOTO } });
// Documents never embed images or fonts from the network, and read no file but the bundled fonts.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy(isBundledFont);

/** Renders a document to the bytes of a PDF. */
export async function renderPdf(document: PdfDocument): Promise<Buffer> {
  return pdfmake.createPdf(toDefinition(document)).getBuffer();
}

function toDefinition(document: PdfDocument): TDocumentDefinitions {
  const generatedAt = document.generatedAt ?? new Date();
  const title = safeText(document.title);
  const opening: Content[] = [
    { text: title, style: 'title' },
    { text: document.subtitle ? safeText(document.subtitle) : '', style: 'subtitle' },
  ];
  return {
    info: {
      title,
      author: 'Homeward',
      creator: 'Homeward',
      producer: 'Homeward',
      subject: document.subject === undefined ? undefined : safeText(document.subject),
      keywords: document.keywords?.map(safeText).join(', '),
      creationDate: generatedAt,
    },
    pageSize: 'LETTER',
    pageMargins: pageMargins(document),
    header: runningHeader(document.title, document.pageNote),
    footer: runningFooter(generatedAt, document.footerNote, document.initials),
    watermark: document.watermark ? watermarkOf(document.watermark) : undefined,
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.2 },
    styles: STYLES,
    // A heading never ends a page: when nothing follows it on its page, it moves to the next one.
    pageBreakBefore: (node, nodes) =>
      node.headlineLevel !== undefined && !nodes.getFollowingNodesOnPage().some(isBodyNode),
    content: [...opening, ...document.blocks.map(toContent)],
  };
}

/** Thin rules between rows, no vertical lines. */
const ruledRows: TableLayout = {
  hLineWidth: () => 0.5,
  vLineWidth: () => 0,
  hLineColor: () => RULE_COLOR,
  paddingTop: () => 3,
  paddingBottom: () => 3,
};

/** pdfmake lists a page's running header and footer among its nodes; they do not keep a heading company. */
const isBodyNode = (node: { style?: unknown }) => !isRunningStyle(node.style);

function toContent(block: PdfBlock): Content {
  switch (block.kind) {
    case 'heading':
      return { text: safeText(block.text), style: `h${block.level}`, headlineLevel: block.level };
    case 'paragraph':
      return { text: safeText(block.text), style: block.tone };
    case 'bullets':
      if (block.items.length === 0) return { text: safeText(block.whenEmpty), style: 'muted' };
      return { ul: block.items.map(safeText), style: 'list' };
    case 'keyValue':
      if (block.rows.length === 0) return { text: '' };
      return {
        style: 'table',
        layout: ruledRows,
        table: {
          widths: ['auto', '*'],
          body: block.rows.map(([label, value]) => [
            { text: safeText(label), style: 'tableLabel' },
            { text: safeText(value) },
          ]),
        },
      };
    case 'table': {
      const columns = block.header.length;
      // pdfmake throws on a row shorter or longer than the header, so rows are fitted to it.
      const fit = (row: string[]) => Array.from({ length: columns }, (_, i) => safeText(row[i] ?? ''));
      return {
        style: 'table',
        layout: ruledRows,
        table: {
          headerRows: 1,
          dontBreakRows: true,
          widths: block.widths?.length === columns ? block.widths : block.header.map(() => '*'),
          body: [
            block.header.map((cell) => ({ text: safeText(cell), style: 'tableHeader' })),
            ...block.rows.map((row) => fit(row).map((text) => ({ text }))),
          ],
        },
      };
    }
    case 'spacer':
      return { text: '', margin: [0, 6, 0, 0] };
  }
}
