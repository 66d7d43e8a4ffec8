import { toDocx, trecAustinRanch, zipBombDocx, ZIP_BOMB_BYTES } from '@homeward/inspection-reports';
import { ExtractionError, type ExtractionErrorKind } from './errors';
import { checkDocxZip, readZipDirectory } from './zip-guard';

const caps = { totalBytes: 300 * 1024 * 1024, documentXmlBytes: 64 * 1024 * 1024 };

function kindOf(run: () => void): ExtractionErrorKind | 'none' {
  try {
    run();
    return 'none';
  } catch (error) {
    if (error instanceof ExtractionError) return error.kind;
    throw error;
  }
}

/** Rewrites bytes of the central directory copy of a name, leaving the local header as it was. */
function patchCentralName(file: Buffer, from: string, to: string): Buffer {
  const copy = Buffer.from(file);
  const at = copy.lastIndexOf(Buffer.from(from));
  Buffer.from(to).copy(copy, at);
  return copy;
}

describe('DOCX zip guard', () => {
  let docx: Buffer;
  beforeAll(async () => {
    docx = await toDocx(trecAustinRanch);
  });

  it('lists a real DOCX and accepts it', () => {
    const names = readZipDirectory(docx).map((e) => e.name);
    expect(names).toContain('word/document.xml');
    expect(kindOf(() => checkDocxZip(docx, caps))).toBe('none');
  });

  it('refuses a zip bomb from its directory alone, before inflating anything', () => {
    const bomb = zipBombDocx().data;
    const body = readZipDirectory(bomb).find((e) => e.name === 'word/document.xml');
    expect(body?.uncompressedSize).toBe(ZIP_BOMB_BYTES);
    expect(body!.compressedSize).toBeLessThan(ZIP_BOMB_BYTES / 100);
    expect(kindOf(() => checkDocxZip(bomb, caps))).toBe('too_large');
  });

  it('refuses a DOCX whose total expansion passes the cap even when document.xml is small', () => {
    expect(
      kindOf(() => checkDocxZip(docx, { totalBytes: 1024, documentXmlBytes: caps.documentXmlBytes })),
    ).toBe('too_large');
  });

  it('calls a zip without word/document.xml, or not a zip at all, unreadable', () => {
    expect(
      kindOf(() => checkDocxZip(patchCentralName(docx, 'word/document.xml', 'word/documenX.xml'), caps)),
    ).toBe('unreadable');
    expect(kindOf(() => checkDocxZip(Buffer.from('PK\x03\x04 but nothing else'), caps))).toBe('unreadable');
    expect(kindOf(() => checkDocxZip(docx.subarray(0, docx.length - 30), caps))).toBe('unreadable');
  });

  it('calls a password-protected Word file (an OLE2 container) encrypted', () => {
    const ole = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504)]);
    expect(kindOf(() => checkDocxZip(ole, caps))).toBe('encrypted');
  });
});
