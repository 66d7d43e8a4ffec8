import mammoth from 'mammoth';
import WordExtractor from 'word-extractor';
import { inflateRawSync } from 'node:zlib';
import { fixtureReports, trecAustinRanch, trecHoustonNewbuild } from '../fixtures';
import { norm } from '../test-text';
import type { FixtureReport } from '../types';
import { toDocx } from './docx';
import { fileFor } from './file-for';
import { hostileFiles, ZIP_BOMB_BYTES } from './hostile';
import { toPdf } from './pdf';
import { readPdfPages } from '@homeward/testing/src/read-pdf';
import { toScannedPdf } from './scanned-pdf';
import { toDoc } from './word97';

/** PDF text is read with unpdf (a serverless pdf.js build); the analyzer reads it the same way. */
const pdfPages = readPdfPages;
const docText = async (doc: Buffer) => (await new WordExtractor().extract(doc)).getBody();

const expectLines = (text: string, r: FixtureReport) => {
  const all = norm(text);
  for (const line of r.pages.flat()) if (line.trim()) expect(all).toContain(norm(line));
};
const byFormat = (format: string) =>
  fixtureReports.filter((r) => r.format === format).map((r) => [r.name, r] as const);

jest.setTimeout(120_000);

describe('toPdf', () => {
  it.each(byFormat('pdf'))(
    '%s: one PDF page per fixture page, every line in its text layer',
    async (_, r) => {
      const pages = await pdfPages(await toPdf(r));
      expect(pages).toHaveLength(r.pages.length);
      pages.forEach((text, i) => {
        for (const line of r.pages[i]!) if (line.trim()) expect(norm(text)).toContain(norm(line));
      });
    },
  );

  it('writes the same bytes every time', async () => {
    const first = await toPdf(trecHoustonNewbuild);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(first.equals(await toPdf(trecHoustonNewbuild))).toBe(true);
  });
});

describe('toScannedPdf', () => {
  const scanned = trecHoustonNewbuild;
  it('has one image per page and no text layer', async () => {
    const pdf = await toScannedPdf(scanned);
    const pages = await pdfPages(pdf);
    expect(pages).toHaveLength(scanned.pages.length);
    expect(pages.join('').trim()).toBe('');
    expect(pdf.toString('latin1').match(/\/Subtype \/Image/g)).toHaveLength(scanned.pages.length);
  });
});

describe('toDocx', () => {
  it.each(byFormat('docx'))('%s: mammoth reads every line back', async (_, r) => {
    const { value } = await mammoth.extractRawText({ buffer: await toDocx(r) });
    expectLines(value, r);
  });

  it('writes the same bytes every time', async () => {
    const first = await toDocx(trecHoustonNewbuild);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(first.equals(await toDocx(trecHoustonNewbuild))).toBe(true);
  });
});

describe('toDoc', () => {
  it.each([...byFormat('doc'), [trecAustinRanch.name, trecAustinRanch] as const])(
    '%s: an OLE2 Word 97 file word-extractor reads every line of',
    async (_, r) => {
      const doc = toDoc(r);
      expect(doc.subarray(0, 8).toString('hex')).toBe('d0cf11e0a1b11ae1');
      expectLines(await docText(doc), r);
    },
  );

  it('keeps page breaks as form feeds, which readers turn into line breaks', async () => {
    const text = await docText(toDoc(trecHoustonNewbuild));
    expect(text).toContain(`${trecHoustonNewbuild.pages[0]!.at(-1)}\n\n${trecHoustonNewbuild.pages[1]![0]}`);
  });
});

describe('fileFor', () => {
  const magic: Record<string, string> = { pdf: '255044462d', docx: '504b0304', doc: 'd0cf11e0' };
  it.each(fixtureReports.map((r) => [r.name, r] as const))(
    '%s: its format, name and magic bytes',
    async (_, r) => {
      const file = await fileFor(r);
      expect(file.fileName).toBe(`${r.name}.${r.format}`);
      expect(file.data.subarray(0, magic[r.format]!.length / 2).toString('hex')).toBe(magic[r.format]);
    },
  );
});

describe('hostile files', () => {
  it('are what they claim to break', async () => {
    const files = Object.fromEntries((await hostileFiles()).map((f) => [f.name, f]));
    const truncated = files['truncated-pdf']!;
    expect(truncated.data.subarray(0, 5).toString()).toBe('%PDF-');
    await expect(pdfPages(truncated.data)).rejects.toThrow();

    expect(files['png-named-pdf']!.data.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(files['png-named-pdf']!.fileName).toMatch(/\.pdf$/);

    const bomb = files['zip-bomb-docx']!.data;
    expect(bomb.length).toBeLessThan(1024 * 1024);
    // The first local entries are small; the document entry's header says 200 MB uncompressed.
    const at = bomb.indexOf('word/document.xml');
    expect(bomb.readUInt32LE(at - 30 + 22)).toBe(ZIP_BOMB_BYTES);
    const packed = bomb.subarray(at + 17, at + 17 + bomb.readUInt32LE(at - 30 + 18));
    expect(inflateRawSync(packed, { maxOutputLength: ZIP_BOMB_BYTES + 1 }).length).toBe(ZIP_BOMB_BYTES);

    await expect(docText(files['random-bytes-doc']!.data)).rejects.toThrow();
    await expect(docText(files['ole-signature-garbage-doc']!.data)).rejects.toThrow();
  });
});
