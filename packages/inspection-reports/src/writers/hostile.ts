import { trecHoustonNewbuild } from '../fixtures/trec-houston-newbuild';
import { toPdf } from './pdf';
import { rasterizePage } from './scanned-pdf';
import { writeZip } from './zip';

/** What a well-behaved upload pipeline should do with the file. */
export type HostileOutcome = 'rejected-on-upload' | 'fails-analysis';

export interface HostileFile {
  name: string;
  fileName: string;
  contentType: string;
  data: Buffer;
  /** Upload checks look at magic bytes (and for OOXML at word/document.xml); past them only the extractor can tell. */
  expected: HostileOutcome;
}

/** Uncompressed size of the zip bomb's word/document.xml. */
export const ZIP_BOMB_BYTES = 200 * 1024 * 1024;

/** Cut after 40%: starts with %PDF- but has no cross-reference table or trailer. */
export async function truncatedPdf(): Promise<HostileFile> {
  const pdf = await toPdf(trecHoustonNewbuild);
  const data = pdf.subarray(0, Math.floor(pdf.length * 0.4));
  return {
    name: 'truncated-pdf',
    fileName: 'inspection.pdf',
    contentType: 'application/pdf',
    data,
    expected: 'fails-analysis',
  };
}

/** A real PNG named and typed as a PDF. */
export function pngNamedPdf(): HostileFile {
  const data = rasterizePage(['This is an image, not a PDF.']);
  return {
    name: 'png-named-pdf',
    fileName: 'inspection.pdf',
    contentType: 'application/pdf',
    data,
    expected: 'rejected-on-upload',
  };
}

/** A valid-looking .docx whose word/document.xml inflates to 200 MB (about 1000:1): whitespace inside the body,
 * so only a size limit on decompression stops it. Written once per process and kept. */
let bomb: Buffer | undefined;
export function zipBombDocx(): HostileFile {
  if (!bomb) {
    const open = Buffer.from(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>',
    );
    const close = Buffer.from('<w:p><w:r><w:t>Inspection report</w:t></w:r></w:p></w:body></w:document>');
    const padding = Buffer.alloc(ZIP_BOMB_BYTES - open.length - close.length, 0x20);
    bomb = writeZip([
      { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
      { name: '_rels/.rels', data: Buffer.from(RELS) },
      { name: 'word/document.xml', data: Buffer.concat([open, padding, close]) },
    ]);
  }
  return {
    name: 'zip-bomb-docx',
    fileName: 'inspection.docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    data: bomb,
    expected: 'fails-analysis',
  };
}

/** A minimal .docx (no styles, no properties) whose body is the one paragraph given: repeated text deflates about
 * 200:1, so a file of a few kB can hold hundreds of kB of text for the analysis to chew on. */
export function oneParagraphDocx(text: string): Buffer {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const document =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>' +
    `<w:p><w:r><w:t xml:space="preserve">${escaped}</w:t></w:r></w:p></w:body></w:document>`;
  return writeZip([
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
    { name: '_rels/.rels', data: Buffer.from(RELS) },
    { name: 'word/document.xml', data: Buffer.from(document) },
  ]);
}

/** Deterministic noise (xorshift32) named .doc: no OLE2 signature. */
export function randomBytesDoc(size = 64 * 1024): HostileFile {
  return {
    name: 'random-bytes-doc',
    fileName: 'inspection.doc',
    contentType: 'application/msword',
    data: noise(size, 0x9e3779b9),
    expected: 'rejected-on-upload',
  };
}

/** The OLE2 signature followed by noise: passes a magic-byte check, fails in the parser. */
export function oleSignatureGarbageDoc(size = 64 * 1024): HostileFile {
  const data = noise(size, 0x1234567);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(data, 0);
  return {
    name: 'ole-signature-garbage-doc',
    fileName: 'inspection.doc',
    contentType: 'application/msword',
    data,
    expected: 'fails-analysis',
  };
}

function noise(size: number, seed: number): Buffer {
  const out = Buffer.alloc(size);
  let x = seed >>> 0;
  for (let i = 0; i < size; i++) {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    out[i] = x & 0xff;
  }
  return out;
}

/** All hostile files. The zip bomb takes about a second and 200 MB of memory to build the first time. */
export async function hostileFiles(): Promise<HostileFile[]> {
  return [await truncatedPdf(), pngNamedPdf(), zipBombDocx(), randomBytesDoc(), oleSignatureGarbageDoc()];
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ' +
  'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';

const RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" ' +
  'Target="word/document.xml"/></Relationships>';
