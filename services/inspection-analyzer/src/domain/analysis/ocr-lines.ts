// OCR of a scanned report reads checkbox marks as letters ("EA" for X) and comment numbers as noise ("£12",
// "C1»" for "(1)"). These repairs put such lines back in the shape the structure parser reads, and nothing else:
// they only touch rating rows and the first token of a comment line. A HomeGauge grid's columns do not survive
// OCR (marks drift away from their header), so its marks are dropped and those findings are tiered on their words
// and on the Summary's rating lines instead of a wrong column.

const MARK_TOKEN = /(?<=\s{2,}|^)[A-Z%&#*]{1,3}(?=\s|$)/g;
/** A HomeGauge grid row: "7.2 Heading", a gap of 3+ spaces, then only marks of 1-3 characters. Read from the last
 * gap (any earlier gap that works leaves marks only after the last one too), so no pattern backtracks over the line. */
const GRID_HEAD = /^\d{1,2}\.\d{1,2}\s+\S/;
const MARKS_ONLY = /^\S{1,3}(?:\s+\S{1,3})*$/;
function isGridRow(text: string): boolean {
  const head = GRID_HEAD.exec(text);
  if (!head) return false;
  const rest = text.slice(head[0].length).trimEnd();
  const gaps = [...rest.matchAll(/\s{3,}/g)];
  const last = gaps[gaps.length - 1];
  return last !== undefined && MARKS_ONLY.test(rest.slice(last.index + last[0].length));
}
const TREC_ROW = /^((?:[A-Z%&#*]{1,3}\s+){1,4})([A-L])\.\s+[A-Z]/;
const COMMENT_NUMBER = /^(\s*)(?:[£€Ct(]?\d{1,2}[)»]|£\d{1,2}|[£C(]\d?[)»])\s+(?=[A-Z])/;

/** A mark read as letters becomes an X in the same column. */
function marksToX(segment: string): string {
  return segment.replace(MARK_TOKEN, (m) => 'X'.padEnd(m.length));
}

const RATING_HEADER = /^IN\s+N\S\s+\S{1,3}\s+\S{1,3}(\s+\S{1,3}){0,2}$/;

/** "7.2 Doors (representative number?": OCR reads a closing parenthesis at the end of a heading as "?". */
const UNCLOSED = /\(([^()]*)\?$/;

export function repairOcrLine(ocrLine: string): string {
  const line = ocrLine.replace(UNCLOSED, '($1)');
  const text = line.trimStart();
  const indent = line.length - text.length;
  if (RATING_HEADER.test(text)) return '';
  if (isGridRow(text)) return line.slice(0, indent + text.search(/\s{3,}/));
  const trec = TREC_ROW.exec(text);
  if (trec) return line.slice(0, indent) + marksToX(trec[1]!) + text.slice(trec[1]!.length);
  return line.replace(COMMENT_NUMBER, (_m, space: string) => `${space}(1) `);
}
