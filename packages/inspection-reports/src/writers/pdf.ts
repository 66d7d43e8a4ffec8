import PDFDocument from 'pdfkit';
import type { FixtureReport } from '../types';

/** Fixed so the same fixture always gives the same bytes. */
export const FIXED_DATE = new Date(Date.UTC(2025, 5, 1));
const MARGIN = 36;
const LEADING = 12;

export function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

export function newDocument(title: string): PDFKit.PDFDocument {
  return new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    autoFirstPage: false,
    compress: true,
    info: {
      Title: title,
      Producer: 'Homeward fixtures',
      Creator: 'Homeward fixtures',
      CreationDate: FIXED_DATE,
    },
  });
}

/** A text PDF: one fixture page per PDF page, one fixture line per text line, in 10 pt Courier. */
export function toPdf(fixture: FixtureReport): Promise<Buffer> {
  const doc = newDocument(fixture.name);
  for (const lines of fixture.pages) {
    doc.addPage();
    doc.font('Courier').fontSize(10);
    lines.forEach((line, i) => {
      if (line) doc.text(line, MARGIN, MARGIN + i * LEADING, { lineBreak: false });
    });
  }
  return collect(doc);
}
