import type { FixtureReport } from '../types';
import { writeCompoundFile } from './cfb';

/** Where the text starts in the WordDocument stream: after the 900-byte Word 97 FIB, at the next sector. */
const FC_MIN = 0x400;
const FIB_FLAGS = 0x0200 /* fWhichTblStm: 1Table */ | 0x1000; /* fExtChar */
/** Index of the FcLcb pair for the piece table (fcClx/lcbClx) in FibRgFcLcb97. */
const CLX_PAIR = 33;
const RG_FC_LCB = 154;

/** Word's plain-text model: paragraphs end in CR, a manual page break is the form feed character. Word 97 stores
 * 8-bit text as Windows-1252; fixture text is ASCII, anything else becomes '?'. */
export function wordText(pages: string[][]): string {
  const text = pages.map((lines, p) => (p > 0 ? '\f' : '') + lines.map((l) => `${l}\r`).join('')).join('');
  return text.replace(/[^\x20-\x7e\r\f]/g, '?');
}

function fib(ccpText: number, fcMac: number, lcbClx: number): Buffer {
  const b = Buffer.alloc(FC_MIN);
  b.writeUInt16LE(0xa5ec, 0); // wIdent
  b.writeUInt16LE(0x00c1, 2); // nFib: Word 97
  b.writeUInt16LE(0x0409, 6); // lid: en-US
  b.writeUInt16LE(FIB_FLAGS, 10);
  b.writeUInt16LE(0x00bf, 12); // nFibBack
  b.writeUInt32LE(FC_MIN, 24); // fcMin and fcMac: no longer required by the spec, still read by older readers
  b.writeUInt32LE(fcMac, 28);
  b.writeUInt16LE(14, 32); // csw
  b.writeUInt16LE(0x0409, 34 + 13 * 2); // lidFE
  b.writeUInt16LE(22, 62); // cslw
  b.writeUInt32LE(fcMac, 64); // cbMac
  b.writeUInt32LE(ccpText, 76);
  b.writeUInt16LE(93, 152); // cbRgFcLcb for nFib 0xC1
  b.writeUInt32LE(0, RG_FC_LCB + CLX_PAIR * 8); // fcClx: the Clx opens the table stream
  b.writeUInt32LE(lcbClx, RG_FC_LCB + CLX_PAIR * 8 + 4);
  b.writeUInt16LE(0, RG_FC_LCB + 93 * 8); // cswNew
  return b;
}

/** A Clx holding one Pcdt: a single piece of compressed (8-bit) text starting at FC_MIN. */
function clx(ccpText: number): Buffer {
  const plcPcd = Buffer.alloc(8 + 8);
  plcPcd.writeUInt32LE(0, 0);
  plcPcd.writeUInt32LE(ccpText, 4);
  plcPcd.writeUInt16LE(0, 8); // Pcd flags
  plcPcd.writeUInt32LE(((FC_MIN * 2) | 0x40000000) >>> 0, 10); // fc, fCompressed: byte offset * 2
  plcPcd.writeUInt16LE(0, 14); // prm
  const head = Buffer.alloc(5);
  head.writeUInt8(0x02, 0);
  head.writeUInt32LE(plcPcd.length, 1);
  return Buffer.concat([head, plcPcd]);
}

/** A Word 97-2003 binary document (.doc): an OLE2 compound file holding a WordDocument stream (FIB + text) and a
 * 1Table stream with the piece table. No styles or formatting: readers fall back to defaults. */
export function toDoc(fixture: FixtureReport): Buffer {
  const text = Buffer.from(wordText(fixture.pages), 'latin1');
  const table = clx(text.length);
  const wordDocument = Buffer.concat([fib(text.length, FC_MIN + text.length, table.length), text]);
  return writeCompoundFile([
    { name: 'WordDocument', data: wordDocument },
    { name: '1Table', data: table },
  ]);
}
