/** A minimal writer of OLE2 compound files (MS-CFB version 3: 512-byte sectors), enough for a Word 97 .doc.
 * Every stream is padded to the 4096-byte mini-stream cutoff so none belongs in the mini stream. */

const SECTOR = 512;
const FREESECT = 0xffffffff;
const ENDOFCHAIN = 0xfffffffe;
const FATSECT = 0xfffffffd;
const NOSTREAM = 0xffffffff;
export const MINI_CUTOFF = 4096;
const SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

export interface CfbStream {
  name: string;
  data: Buffer;
}

const sectorsFor = (bytes: number) => Math.ceil(bytes / SECTOR);

/** An unused directory slot: all zero except the three links, which are NOSTREAM. */
const unusedEntry = () => Buffer.alloc(128).fill(0xff, 68, 80);

interface EntryLinks {
  left?: number;
  right?: number;
  child?: number;
  start?: number;
  size?: number;
}

function dirEntry(name: string, type: 2 | 5, opts: EntryLinks): Buffer {
  const e = Buffer.alloc(128);
  if (name) {
    e.write(name, 0, 'utf16le');
    e.writeUInt16LE((name.length + 1) * 2, 64);
  }
  e.writeUInt8(type, 66);
  e.writeUInt8(1, 67); // black
  e.writeUInt32LE(opts.left ?? NOSTREAM, 68);
  e.writeUInt32LE(opts.right ?? NOSTREAM, 72);
  e.writeUInt32LE(opts.child ?? NOSTREAM, 76);
  e.writeUInt32LE(opts.start ?? (type === 5 ? ENDOFCHAIN : 0), 116);
  e.writeUInt32LE(opts.size ?? 0, 120);
  return e;
}

/** CFB orders siblings by name length, then by upper-cased name. */
const compareNames = (a: string, b: string) =>
  a.length - b.length || (a.toUpperCase() < b.toUpperCase() ? -1 : a.toUpperCase() > b.toUpperCase() ? 1 : 0);

/** Writes the streams as children of the root storage. Up to 109 FAT sectors (about 7 MB) without a DIFAT. */
export function writeCompoundFile(streams: CfbStream[]): Buffer {
  const padded = streams.map((s) => ({
    name: s.name,
    data:
      s.data.length >= MINI_CUTOFF
        ? s.data
        : Buffer.concat([s.data, Buffer.alloc(MINI_CUTOFF - s.data.length)]),
  }));
  const dirSectors = sectorsFor((padded.length + 1) * 128);
  const dataSectors = padded.reduce((n, s) => n + sectorsFor(s.data.length), 0);
  let fatSectors = 1;
  while (fatSectors * (SECTOR / 4) < fatSectors + dirSectors + dataSectors) fatSectors++;
  if (fatSectors > 109) throw new Error('compound file too large for a header-only DIFAT');

  const fat = new Array<number>(fatSectors * (SECTOR / 4)).fill(FREESECT);
  for (let i = 0; i < fatSectors; i++) fat[i] = FATSECT;
  const chain = (start: number, count: number) => {
    for (let i = 0; i < count; i++) fat[start + i] = i === count - 1 ? ENDOFCHAIN : start + i + 1;
  };
  const dirStart = fatSectors;
  chain(dirStart, dirSectors);
  let next = dirStart + dirSectors;
  const starts = padded.map((s) => {
    const start = next;
    chain(start, sectorsFor(s.data.length));
    next += sectorsFor(s.data.length);
    return start;
  });

  // The root's children as a balanced binary search tree, middle name on top. Colouring every node black is
  // what many writers do; readers walk the tree and do not check the red-black invariants.
  const order = padded.map((_, i) => i).sort((a, b) => compareNames(padded[a]!.name, padded[b]!.name));
  const links = new Map<number, { left?: number; right?: number }>();
  const build = (lo: number, hi: number): number | undefined => {
    if (lo > hi) return undefined;
    const mid = (lo + hi) >> 1;
    const index = order[mid]!;
    const left = build(lo, mid - 1);
    const right = build(mid + 1, hi);
    links.set(index, {
      left: left === undefined ? undefined : left + 1,
      right: right === undefined ? undefined : right + 1,
    });
    return index;
  };
  const top = build(0, order.length - 1);

  const entries = [dirEntry('Root Entry', 5, { child: top === undefined ? NOSTREAM : top + 1 })];
  padded.forEach((s, i) => {
    const l = links.get(i)!;
    entries.push(
      dirEntry(s.name, 2, { left: l.left, right: l.right, start: starts[i], size: s.data.length }),
    );
  });
  while (entries.length < dirSectors * 4) entries.push(unusedEntry());

  const header = Buffer.alloc(SECTOR);
  SIGNATURE.copy(header, 0);
  header.writeUInt16LE(0x003e, 24);
  header.writeUInt16LE(0x0003, 26);
  header.writeUInt16LE(0xfffe, 28);
  header.writeUInt16LE(9, 30);
  header.writeUInt16LE(6, 32);
  header.writeUInt32LE(fatSectors, 44);
  header.writeUInt32LE(dirStart, 48);
  header.writeUInt32LE(MINI_CUTOFF, 56);
  header.writeUInt32LE(ENDOFCHAIN, 60);
  header.writeUInt32LE(0, 64);
  header.writeUInt32LE(ENDOFCHAIN, 68);
  header.writeUInt32LE(0, 72);
  for (let i = 0; i < 109; i++) header.writeUInt32LE(i < fatSectors ? i : FREESECT, 76 + i * 4);

  const fatBuffer = Buffer.alloc(fatSectors * SECTOR);
  fat.forEach((v, i) => fatBuffer.writeUInt32LE(v, i * 4));
  const body = padded.map((s) =>
    Buffer.concat([s.data, Buffer.alloc(sectorsFor(s.data.length) * SECTOR - s.data.length)]),
  );
  return Buffer.concat([header, fatBuffer, ...entries, ...body]);
}
