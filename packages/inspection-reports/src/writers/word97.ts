import type { FixtureReport } from '../types';
import { writeCompoundFile } from './cfb';

/** Where the text starts in the WordDocument stream: after the 900-byte Word 97 FIB, at the next sector. */
const FC_MIN = 0x400;
const FIB_FLAGS = 0x0200 /* fWhichTblStm: 1Table */ | 0x1000; /* fExtChar */
/** Indexes of FcLcb pairs in FibRgFcLcb97: character formatting runs and the piece table. */
const BTE_CHPX_PAIR = 12;
const CLX_PAIR = 33;
/** 9 pt (in half-points): 60 fixture lines and 90 columns fit a Letter page with Word's default margins. */
const FONT_HALF_POINTS = 18;
const RG_FC_LCB = 154;

/** Word's plain-text model: paragraphs end in CR, a manual page break is the form feed character. Word 97 stores
 * 8-bit text as Windows-1252; fixture text is ASCII, anything else becomes '?'. */
export function wordText(pages: string[][]): string {
  const text = pages.map((lines, p) => (p > 0 ? '\f' : '') + lines.map((l) => `${l}\r`).join('')).join('');
  return text.replace(/[^\x20-\x7e\r\f]/g, '?');
}

/** Offsets and sizes of the structures in the table stream. */
interface TableLayout {
  clx: number;
  clxLength: number;
  chpx: number;
  chpxLength: number;
}

function fib(ccpText: number, fcMac: number, table: TableLayout): Buffer {
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
  b.writeUInt32LE(table.chpx, RG_FC_LCB + BTE_CHPX_PAIR * 8);
  b.writeUInt32LE(table.chpxLength, RG_FC_LCB + BTE_CHPX_PAIR * 8 + 4);
  b.writeUInt32LE(table.clx, RG_FC_LCB + CLX_PAIR * 8);
  b.writeUInt32LE(table.clxLength, RG_FC_LCB + CLX_PAIR * 8 + 4);
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

/** A ChpxFkp page: one run over all the text whose only property is the font size (sprmCHps). */
function chpxFkp(fcStart: number, fcEnd: number): Buffer {
  const page = Buffer.alloc(512);
  page.writeUInt32LE(fcStart, 0);
  page.writeUInt32LE(fcEnd, 4);
  const chpxAt = 500; // word-aligned, below the crun byte
  page.writeUInt8(chpxAt / 2, 8); // rgb[0]
  page.writeUInt8(4, chpxAt); // cb
  page.writeUInt16LE(0x4a43, chpxAt + 1); // sprmCHps
  page.writeUInt16LE(FONT_HALF_POINTS, chpxAt + 3);
  page.writeUInt8(1, 511); // crun
  return page;
}

/** A Word 97-2003 binary document (.doc): an OLE2 compound file holding a WordDocument stream (FIB, text, one
 * character-formatting page) and a 1Table stream (piece table, PlcBteChpx). No stylesheet: readers use their
 * defaults for everything but the font size. */
export function toDoc(fixture: FixtureReport): Buffer {
  const text = Buffer.from(wordText(fixture.pages), 'latin1');
  const fkpAt = Math.ceil((FC_MIN + text.length) / 512) * 512;
  const plcBteChpx = Buffer.alloc(12);
  plcBteChpx.writeUInt32LE(FC_MIN, 0);
  plcBteChpx.writeUInt32LE(FC_MIN + text.length, 4);
  plcBteChpx.writeUInt32LE(fkpAt / 512, 8); // PnFkpChpx: the page number in the WordDocument stream
  const pieces = clx(text.length);
  const layout = { clx: 0, clxLength: pieces.length, chpx: pieces.length, chpxLength: plcBteChpx.length };
  const head = Buffer.concat([fib(text.length, FC_MIN + text.length, layout), text]);
  const wordDocument = Buffer.concat([
    head,
    Buffer.alloc(fkpAt - head.length),
    chpxFkp(FC_MIN, FC_MIN + text.length),
  ]);
  return writeCompoundFile([
    { name: 'WordDocument', data: wordDocument },
    { name: '1Table', data: Buffer.concat([pieces, plcBteChpx]) },
  ]);
}
