import { Document, Packer, Paragraph, TextRun } from 'docx';
import type { FixtureReport } from '../types';
import { FIXED_DATE } from './pdf';
import { readZip, writeZip } from './zip';

/** A .docx with one paragraph per line and a page break before every fixture page after the first. */
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
  return pinned(Buffer.from(await Packer.toBuffer(doc)));
}

/** The docx package stamps the time of writing into docProps/core.xml and every zip entry; repacking with a fixed
 * date makes the same fixture give the same bytes on every run. */
function pinned(docx: Buffer): Buffer {
  const when = FIXED_DATE.toISOString().replace(/\.\d{3}Z$/, 'Z');
  return writeZip(
    readZip(docx).map((entry) =>
      entry.name === 'docProps/core.xml'
        ? {
            name: entry.name,
            data: Buffer.from(
              entry.data.toString('utf8').replace(/(<dcterms:(?:created|modified)[^>]*>)[^<]*/g, `$1${when}`),
            ),
          }
        : entry,
    ),
  );
}
