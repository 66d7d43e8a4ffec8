import { Document, Packer, Paragraph, TextRun } from 'docx';
import type { FixtureReport } from '../types';

/** A .docx with one paragraph per line and a page break before every fixture page after the first. The text is
 * the same on every run; the zip's timestamps and docProps dates are the time of writing (the docx package
 * stamps them), so compare extracted text, never bytes. */
export async function toDocx(fixture: FixtureReport): Promise<Buffer> {
  const children = fixture.pages.flatMap((lines, p) =>
    lines.map(
      (line, i) =>
        new Paragraph({
          pageBreakBefore: p > 0 && i === 0,
          spacing: { after: 0, line: 240 },
          children: [new TextRun({ text: line, font: 'Courier New', size: 18 })],
        }),
    ),
  );
  const doc = new Document({ creator: 'Homeward fixtures', title: fixture.name, sections: [{ children }] });
  return Buffer.from(await Packer.toBuffer(doc));
}
