// What a stored object really is, from its own bytes: a file is not trusted for its name or its declared type.
import type { ReportFileType } from './report-file';

const PDF = Buffer.from('%PDF-', 'latin1');
const ZIP_LOCAL_FILE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** Bytes read from the start of an object to check its signature. */
export const SIGNATURE_BYTES = 8;

const startsWith = (head: Buffer, signature: Buffer) =>
  head.length >= signature.length && head.subarray(0, signature.length).equals(signature);

/** Whether the object's first bytes are those of `type` (a .docx is a zip; its entries are checked apart). */
export function hasSignatureOf(type: ReportFileType, head: Buffer): boolean {
  switch (type) {
    case 'pdf':
      return startsWith(head, PDF);
    case 'docx':
      return startsWith(head, ZIP_LOCAL_FILE);
    case 'doc':
      return startsWith(head, OLE2);
  }
}

// --- the zip central directory, for .docx ---

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_ENTRY_SIGNATURE = 0x02014b50;
const EOCD_MIN_LENGTH = 22;
const MAX_COMMENT_LENGTH = 0xffff;

/** How many bytes from the end of a zip hold its end-of-central-directory record, comment included. */
export const ZIP_TAIL_BYTES = EOCD_MIN_LENGTH + MAX_COMMENT_LENGTH;

/** The central directory of a docx is a few KB; a huge one is not a Word document we read. */
export const MAX_CENTRAL_DIRECTORY_BYTES = 4 * 1024 * 1024;

export interface CentralDirectoryLocation {
  offset: number;
  size: number;
  entries: number;
}

/**
 * Where the central directory is, from the last `tail` bytes of a zip of `totalSize` bytes; undefined when there is
 * no consistent end record (not a zip, truncated, or zip64, which a document under 100 MB never needs).
 */
export function locateCentralDirectory(
  tail: Buffer,
  totalSize: number,
): CentralDirectoryLocation | undefined {
  for (let at = tail.length - EOCD_MIN_LENGTH; at >= 0; at -= 1) {
    if (tail.readUInt32LE(at) !== EOCD_SIGNATURE) continue;
    const commentLength = tail.readUInt16LE(at + 20);
    // The record's comment must run exactly to the end of the file; otherwise these bytes are inside data.
    if (at + EOCD_MIN_LENGTH + commentLength !== tail.length) continue;
    const entries = tail.readUInt16LE(at + 10);
    const size = tail.readUInt32LE(at + 12);
    const offset = tail.readUInt32LE(at + 16);
    const recordOffset = totalSize - tail.length + at;
    if (entries === 0xffff || size === 0xffffffff || offset === 0xffffffff) return undefined;
    if (offset + size > recordOffset) return undefined;
    return { offset, size, entries };
  }
  return undefined;
}

/** The entry names of a central directory; stops at the first malformed entry. */
export function centralDirectoryNames(directory: Buffer, entries: number): string[] {
  const names: string[] = [];
  let at = 0;
  while (names.length < entries && at + 46 <= directory.length) {
    if (directory.readUInt32LE(at) !== CENTRAL_ENTRY_SIGNATURE) break;
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    const end = at + 46 + nameLength;
    if (end > directory.length) break;
    names.push(directory.subarray(at + 46, end).toString('utf8'));
    at = end + extraLength + commentLength;
  }
  return names;
}

/** Word's main part: a zip without it is some other Office file (or any zip) renamed. */
export const WORD_DOCUMENT_PART = 'word/document.xml';

export function isWordPackage(names: string[]): boolean {
  return names.includes(WORD_DOCUMENT_PART);
}
