import { bulletList, heading, keyValueTable, muted, paragraph, table, type PdfDocument } from './blocks';
import { renderPdf } from './render';
import { pageOf, readPdf } from '@homeward/testing/src/read-pdf';

const GENERATED_AT = new Date('2026-11-23T15:04:05Z');
const document = (blocks: PdfDocument['blocks'], extra: Partial<PdfDocument> = {}): PdfDocument => ({
  title: 'Offer letter',
  subtitle: '12 Elm St, Springfield, IL 62701',
  generatedAt: GENERATED_AT,
  blocks,
  ...extra,
});

/** Text pdfmake laid out past the right margin would run off the page. */
const rightmostEdge = (items: { str: string; x: number; width: number }[]) =>
  Math.max(...items.filter((item) => item.str.trim() !== '').map((item) => item.x + item.width));

describe('renderPdf', () => {
  it('writes a complete PDF file', async () => {
    const pdf = await renderPdf(document([paragraph('Hello')]));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('stores the title, Homeward as author and the injected creation date', async () => {
    const read = readPdf(await renderPdf(document([paragraph('Hello')], { subject: 'An offer' })));
    expect(read.info).toMatchObject({
      Title: 'Offer letter',
      Author: 'Homeward',
      Subject: 'An offer',
      CreationDate: 'D:20261123150405Z',
    });
  });

  it('is byte-for-byte repeatable when the generation date is given', async () => {
    const doc = document([heading('Terms'), bulletList(['One', 'Two'])]);
    expect((await renderPdf(doc)).equals(await renderPdf(doc))).toBe(true);
  });

  it('puts the brand header and the generated date with page n of m on every page', async () => {
    const long = Array.from({ length: 120 }, (_, i) => paragraph(`Paragraph ${i + 1} of the agreement.`));
    const read = readPdf(await renderPdf(document(long)));
    expect(read.totalPages).toBeGreaterThan(1);
    read.pages.forEach((page, i) => {
      expect(page).toContain('Homeward');
      expect(page).toContain('Offer letter');
      expect(page).toContain('Generated November 23, 2026');
      expect(page).toContain(`Page ${i + 1} of ${read.totalPages}`);
    });
  });

  it('prints a footer note on every page, above the page numbers and clear of the body', async () => {
    const note = 'Homeward is not a law firm. This note must appear on every page of the document.';
    const long = Array.from({ length: 120 }, (_, i) => paragraph(`Paragraph ${i + 1} of the agreement.`));
    const read = readPdf(await renderPdf(document(long, { footerNote: note })));
    expect(read.totalPages).toBeGreaterThan(1);
    read.pages.forEach((page, i) => {
      expect(page).toContain(`${note} Generated November 23, 2026 Page ${i + 1} of ${read.totalPages}`);
    });
    // The body stops above the note: PDF.js puts y at the baseline, measured up from the bottom of the page.
    read.items.forEach((items) => {
      const noteY = Math.max(
        ...items.filter((item) => item.str.startsWith('Homeward is not')).map((i) => i.y),
      );
      const lowestBody = Math.min(
        ...items.filter((item) => item.str.startsWith('Paragraph')).map((i) => i.y),
      );
      expect(lowestBody).toBeGreaterThan(noteY + 10);
    });
  });

  it('draws a watermark on every page only when asked', async () => {
    const long = Array.from({ length: 120 }, (_, i) => paragraph(`Paragraph ${i + 1}.`));
    const marked = readPdf(await renderPdf(document(long, { watermark: 'PREVIEW' })));
    expect(marked.totalPages).toBeGreaterThan(1);
    marked.pages.forEach((page) => expect(page).toContain('PREVIEW'));
    const plain = readPdf(await renderPdf(document(long)));
    expect(plain.text).not.toContain('PREVIEW');
  });

  it('lays out every kind of block', async () => {
    const read = readPdf(
      await renderPdf(
        document([
          heading('Parties'),
          heading('Buyer', 2),
          keyValueTable([
            ['Name', 'Ada Lovelace'],
            ['Offer', '$450,000'],
          ]),
          heading('Notes', 3),
          paragraph('Body text.'),
          muted('Fine print.'),
          bulletList(['First point', 'Second point']),
          table(['Item', 'Cost'], [['Roof', '$9,000']]),
        ]),
      ),
    );
    expect(read.text).toContain('Offer letter 12 Elm St, Springfield, IL 62701');
    for (const text of ['Parties', 'Buyer', 'Name Ada Lovelace', 'Offer $450,000', 'Notes', 'Body text.']) {
      expect(read.text).toContain(text);
    }
    for (const text of ['Fine print.', 'First point', 'Second point', 'Item Cost', 'Roof $9,000']) {
      expect(read.text).toContain(text);
    }
  });

  it('says an empty list is empty instead of leaving a gap', async () => {
    const read = readPdf(await renderPdf(document([heading('Contingencies'), bulletList([])])));
    expect(read.text).toContain('Contingencies None noted');
  });

  it('fits table rows that are shorter or longer than the header', async () => {
    const read = readPdf(await renderPdf(document([table(['A', 'B'], [['only a'], ['1', '2', 'dropped']])])));
    expect(read.text).toContain('only a');
    expect(read.text).toContain('1 2');
    expect(read.text).not.toContain('dropped');
  });

  it('wraps a very long word inside the margins instead of running off the page', async () => {
    const word = 'https://example.com/' + 'x'.repeat(400);
    const read = readPdf(
      await renderPdf(document([paragraph(word), bulletList([word]), table(['Link'], [[word]])])),
    );
    const rightMargin = read.pageWidths[0]! - 48;
    read.items.forEach((items) => expect(rightmostEdge(items)).toBeLessThanOrEqual(rightMargin + 0.5));
    // Wrapped lines read back with spaces between them; the word itself is all there, three times.
    expect(read.text.replace(/\s/g, '').split(word).length - 1).toBe(3);
  });

  it('keeps accented, Greek and Cyrillic text, and survives what the font cannot draw', async () => {
    const read = readPdf(
      await renderPdf(
        document([
          paragraph('Crème brûlée façade — Ωμέγα Привет'),
          paragraph('Emoji 😀 and 中文 and a control \u0007 character and a lone \uD800 surrogate'),
        ]),
      ),
    );
    expect(read.text).toContain('Crème brûlée façade — Ωμέγα Привет');
    expect(read.text).toContain('character and a lone');
  });

  it('never leaves a heading alone at the bottom of a page', async () => {
    // Sections of different lengths so that, without the rule, some heading would land last on a page.
    const blocks = Array.from({ length: 40 }, (_, i) => [
      heading(`Section ${i + 1}`, 2),
      paragraph(`Body ${i + 1}: ${'word '.repeat(20 + ((i * 37) % 90))}`),
    ]).flat();
    const read = readPdf(await renderPdf(document(blocks)));
    expect(read.totalPages).toBeGreaterThan(3);
    // A page's text ends with its running header and footer, so an orphaned heading is not followed by its body.
    const orphaned = Array.from({ length: 40 }, (_, i) => i + 1).filter(
      (i) => pageOf(read, `Section ${i} Body ${i}:`) === 0,
    );
    expect(orphaned).toEqual([]);
  });
});
