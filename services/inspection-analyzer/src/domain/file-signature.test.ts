import { deflateRawSync } from 'node:zlib';
import {
  centralDirectoryNames,
  hasSignatureOf,
  isWordPackage,
  locateCentralDirectory,
  ZIP_TAIL_BYTES,
} from './file-signature';

/** A minimal but valid zip (stored entries) with these names, and an optional archive comment. */
function zipOf(names: string[], comment = ''): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const name of names) {
    const data = deflateRawSync(Buffer.from(`<${name}/>`));
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt32LE(data.length, 18);
    locals.push(local, nameBytes, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(names.length, 8);
  end.writeUInt16LE(names.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  end.writeUInt16LE(Buffer.byteLength(comment), 20);
  return Buffer.concat([...locals, directory, end, Buffer.from(comment)]);
}

function namesOf(zip: Buffer): string[] | undefined {
  const tail = zip.subarray(Math.max(0, zip.length - ZIP_TAIL_BYTES));
  const location = locateCentralDirectory(tail, zip.length);
  if (!location) return undefined;
  return centralDirectoryNames(
    zip.subarray(location.offset, location.offset + location.size),
    location.entries,
  );
}

describe('file signatures', () => {
  it('knows a PDF by %PDF-, a docx by the zip local header and a doc by the OLE2 header', () => {
    expect(hasSignatureOf('pdf', Buffer.from('%PDF-1.7\n'))).toBe(true);
    expect(hasSignatureOf('docx', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]))).toBe(true);
    expect(hasSignatureOf('doc', Buffer.from('d0cf11e0a1b11ae1', 'hex'))).toBe(true);
  });

  it('refuses other bytes, a signature of another type and a file shorter than the signature', () => {
    expect(hasSignatureOf('pdf', Buffer.from('<html>%PDF-'))).toBe(false);
    expect(hasSignatureOf('pdf', Buffer.from('%PDF'))).toBe(false);
    expect(hasSignatureOf('docx', Buffer.from('%PDF-1.7'))).toBe(false);
    expect(hasSignatureOf('doc', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]))).toBe(false);
    expect(hasSignatureOf('doc', Buffer.from('d0cf11e0a1b11a', 'hex'))).toBe(false);
    expect(hasSignatureOf('pdf', Buffer.alloc(0))).toBe(false);
  });
});

describe("a zip's central directory", () => {
  it('lists the entries of a Word package, found from the end record', () => {
    const names = namesOf(zipOf(['[Content_Types].xml', 'word/document.xml', 'word/styles.xml']));
    expect(names).toEqual(['[Content_Types].xml', 'word/document.xml', 'word/styles.xml']);
    expect(isWordPackage(names!)).toBe(true);
  });

  it('finds the end record behind an archive comment', () => {
    expect(namesOf(zipOf(['word/document.xml'], 'made by a test'))).toEqual(['word/document.xml']);
  });

  it('tells a zip without word/document.xml (an xlsx, any archive renamed) from a Word package', () => {
    expect(isWordPackage(namesOf(zipOf(['xl/workbook.xml', '[Content_Types].xml']))!)).toBe(false);
  });

  it('finds no directory in a truncated zip or bytes that only start like one', () => {
    const zip = zipOf(['word/document.xml']);
    expect(namesOf(zip.subarray(0, zip.length - 5))).toBeUndefined();
    expect(
      namesOf(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100)])),
    ).toBeUndefined();
  });

  it('refuses an end record whose directory would lie past the record', () => {
    const zip = zipOf(['word/document.xml']);
    zip.writeUInt32LE(zip.length, zip.length - 22 + 16);
    expect(namesOf(zip)).toBeUndefined();
  });
});
