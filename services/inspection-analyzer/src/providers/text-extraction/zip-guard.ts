// Checks a DOCX's zip directory before anything is inflated: a "zip bomb" declares (or hides) gigabytes behind a
// few kilobytes, and mammoth would inflate every entry into memory. Reading the central directory costs nothing
// and tells us each entry's declared uncompressed size; the worker's heap limit backs this up when a file lies.

import { ExtractionError } from './errors';

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const ZIP64_MARK = 0xffffffff;
/** The end record is 22 bytes plus a comment of at most 65535. */
const EOCD_SEARCH = 22 + 0xffff;

export interface ZipEntry {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
  encrypted: boolean;
}

export function readZipDirectory(file: Buffer): ZipEntry[] {
  const eocd = findEndOfCentralDirectory(file);
  if (eocd < 0) throw new ExtractionError('unreadable', 'no zip end-of-central-directory record');
  const count = file.readUInt16LE(eocd + 10);
  const size = file.readUInt32LE(eocd + 12);
  const offset = file.readUInt32LE(eocd + 16);
  if (offset === ZIP64_MARK || size === ZIP64_MARK || count === 0xffff) {
    // A Word document never needs ZIP64 (4 GB or 65535 entries); only a bomb does.
    throw new ExtractionError('too_large', 'zip64 archive');
  }
  if (offset + size > file.length)
    throw new ExtractionError('unreadable', 'central directory past end of file');
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > file.length || file.readUInt32LE(at) !== CENTRAL_SIGNATURE) {
      throw new ExtractionError('unreadable', `bad central directory entry ${i}`);
    }
    const flags = file.readUInt16LE(at + 8);
    const compressedSize = file.readUInt32LE(at + 20);
    const uncompressedSize = file.readUInt32LE(at + 24);
    const nameLength = file.readUInt16LE(at + 28);
    const extraLength = file.readUInt16LE(at + 30);
    const commentLength = file.readUInt16LE(at + 32);
    const name = file.toString('utf8', at + 46, Math.min(file.length, at + 46 + nameLength));
    if (compressedSize === ZIP64_MARK || uncompressedSize === ZIP64_MARK) {
      throw new ExtractionError('too_large', `zip64 entry ${name}`);
    }
    entries.push({ name, compressedSize, uncompressedSize, encrypted: (flags & 1) === 1 });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function findEndOfCentralDirectory(file: Buffer): number {
  const stop = Math.max(0, file.length - EOCD_SEARCH);
  for (let at = file.length - 22; at >= stop; at--) {
    if (file.readUInt32LE(at) === EOCD_SIGNATURE) return at;
  }
  return -1;
}

/** Refuses a DOCX whose directory is unreadable, encrypted, without a body, or that would inflate past the cap. */
export function checkDocxZip(file: Buffer, caps: { totalBytes: number; documentXmlBytes: number }): void {
  if (file.length < 22 || file.readUInt32LE(0) !== 0x04034b50) {
    // Password-protected Word files are OLE2 containers (EncryptedPackage), not zips.
    if (file.length >= 8 && file.readUInt32BE(0) === 0xd0cf11e0) {
      throw new ExtractionError('encrypted', 'OLE2 container where a DOCX zip was expected');
    }
    throw new ExtractionError('unreadable', 'not a zip file');
  }
  const entries = readZipDirectory(file);
  const body = entries.find((e) => e.name === 'word/document.xml');
  if (!body) throw new ExtractionError('unreadable', 'zip without word/document.xml');
  if (entries.some((e) => e.encrypted)) throw new ExtractionError('encrypted', 'zip entries are encrypted');
  const total = entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
  if (body.uncompressedSize > caps.documentXmlBytes || total > caps.totalBytes) {
    throw new ExtractionError(
      'too_large',
      `zip expands to ${total} bytes (document.xml ${body.uncompressedSize})`,
    );
  }
}
