import { categoryOf, SYSTEM_WORDS, type CategoryKind } from './vocabulary';
import { isBoilerplateHeading } from './boilerplate';
import type { ReportLine } from './page-lines';

// What one line of a report is, independent of where it sits. The structure parser (structure.ts) decides
// what a line means from its kind and the state it is in.

export type Mark = 'I' | 'NI' | 'NP' | 'D' | 'IN' | 'RR' | 'MM' | 'S';
const TREC_MARKS: Mark[] = ['I', 'NI', 'NP', 'D'];

export type LineKind =
  | { kind: 'blank' }
  | { kind: 'section'; name: string; roman: boolean }
  | { kind: 'trec-item'; letter: string; name: string; marks: Mark[] }
  | { kind: 'grid'; marks: Mark[] }
  | { kind: 'numbered-item'; number: string; name: string; gridMarks?: string }
  | { kind: 'rating-header'; columns: { mark: Mark; at: number }[] }
  | { kind: 'finding-title'; title: string }
  | { kind: 'category'; category: CategoryKind }
  | { kind: 'subheading'; sub: 'comments' | 'info' | 'limitations' | 'observations' | 'summary' }
  | { kind: 'boilerplate-heading' }
  | { kind: 'field' }
  | { kind: 'text'; text: string; startsParagraph: boolean };

const ROMAN_SECTION = /^(I|II|III|IV|V|VI|VII)\.\s+([A-Z][A-Za-z ,&/()'-]{3,80})$/;
const NUMBERED_SECTION = /^(?:section\s+)?(\d{1,2})[.:]?\s+([A-Z][A-Za-z ,&/()'-]{2,60})$/;
// Checkbox glyphs some exports use instead of [X] / [ ]: ballot boxes and filled/empty squares.
const CHECKED = '\u2612\u2611\u25A0\u25A3';
const UNCHECKED = '\u2610\u25A1';
const GLYPH_GRID = `(?:[${CHECKED}${UNCHECKED}]\\s*){2,4}`;
const TREC_ITEM = new RegExp(
  `^((?:\\[\\s*(?:[xX\u2713\u2714]\\s*)?\\]\\s*){2,4}|${GLYPH_GRID}|(?:[xX\u2713\u2714]\\s+){1,4}|\\s*)([A-L])\\.\\s+([A-Z][^:]{2,90})$`,
);
/** A checkbox grid alone on its line (extraction put the item heading on the next line). */
const GRID_ONLY = new RegExp(`^((?:\\[\\s*(?:[xX\u2713\u2714]\\s*)?\\]\\s*){2,4}|${GLYPH_GRID})$`);
const NUMBERED_ITEM =
  /^(\d{1,2}\.\d{1,2}(?:\.\d{1,2})?)\.?\s+([A-Z].{1,89}?)(?:\s{2,}((?:[xX\u2713\u2714](?:\s+|$))+))?$/;
const SPECTORA_TITLE = /^(\d{1,2}):\s+(.{3,110})$/;
const RATING_HEADER = /^(IN|I)\s+NI\s+NP\s+(RR|D)(\s+(MM|S))*$/;

function isCaps(text: string): boolean {
  return /[A-Z]{2}/.test(text) && text === text.toUpperCase();
}

function looksLikeSystemHeading(name: string): boolean {
  return !/[.!?]$/.test(name) && (isCaps(name) || SYSTEM_WORDS.test(name)) && name.split(/\s+/).length <= 8;
}

/** Marks of a TREC checkbox grid: "[X] [ ] [ ] [X]" by position, stray "X    X" by column (4 characters each). */
function trecMarks(grid: string): Mark[] {
  const glyphs = [...grid].filter((c) => CHECKED.includes(c) || UNCHECKED.includes(c));
  if (glyphs.length) return glyphs.flatMap((c, i) => (CHECKED.includes(c) ? [TREC_MARKS[i]!] : []));
  if (grid.includes('[')) {
    return [...grid.matchAll(/\[\s*(?:([xX\u2713\u2714])\s*)?\]/g)].flatMap((m, i) =>
      m[1] ? [TREC_MARKS[i]!] : [],
    );
  }
  const xs = [...grid.matchAll(/[xX\u2713\u2714]/g)].map((m) => m.index);
  if (xs.length && xs.every((at) => at < 18)) {
    return [...new Set(xs.map((at) => TREC_MARKS[Math.min(3, Math.round(at / 4))]!))];
  }
  // Columns lost in extraction: two marks on a line are "I" and "D" (a deficient item carries both).
  return xs.length >= 2 ? ['I', 'D'] : xs.length === 1 ? ['I'] : [];
}

export function classify(line: ReportLine, layoutHint: 'trec' | 'other'): LineKind {
  const text = line.text;
  if (!text) return { kind: 'blank' };
  const rating = RATING_HEADER.exec(text);
  if (rating) {
    const columns = [...line.raw.matchAll(/\b(IN|I|NI|NP|RR|D|MM|S)\b/g)].map((m) => ({
      mark: m[1] as Mark,
      at: m.index,
    }));
    return { kind: 'rating-header', columns };
  }
  const roman = ROMAN_SECTION.exec(text);
  if (roman && looksLikeSystemHeading(roman[2]!)) return { kind: 'section', name: roman[2]!, roman: true };
  if (GRID_ONLY.test(text)) return { kind: 'grid', marks: trecMarks(text) };
  const trec = TREC_ITEM.exec(text);
  if (trec && (trec[1]!.trim() || layoutHint === 'trec')) {
    // Stray marks are read by column, so the indentation extraction kept in front of them counts.
    const indent = line.raw.length - line.raw.trimStart().length;
    return {
      kind: 'trec-item',
      letter: trec[2]!,
      name: trec[3]!.trim(),
      marks: trecMarks(' '.repeat(indent) + trec[1]!),
    };
  }
  const item = NUMBERED_ITEM.exec(text);
  if (item && !/[.!?]$/.test(item[2]!.trim())) {
    return {
      kind: 'numbered-item',
      number: item[1]!,
      name: item[2]!.trim(),
      gridMarks: item[3] ? line.raw : undefined,
    };
  }
  const spectora = SPECTORA_TITLE.exec(text);
  if (spectora) {
    const name = spectora[2]!.trim();
    if (layoutHint !== 'trec' && isCaps(name) && looksLikeSystemHeading(name))
      return { kind: 'section', name, roman: false };
    return { kind: 'finding-title', title: name };
  }
  // A bare "Limitations" inside a system section introduces that section's limitations, not the report's.
  if (/^limitations?:?$/i.test(text)) return { kind: 'subheading', sub: 'limitations' };
  if (isBoilerplateHeading(text)) return { kind: 'boilerplate-heading' };
  const numbered = NUMBERED_SECTION.exec(text);
  if (numbered && looksLikeSystemHeading(numbered[2]!))
    return { kind: 'section', name: numbered[2]!, roman: false };
  const category = categoryOf(text);
  if (category) return { kind: 'category', category };
  const sub = subheading(text);
  if (sub) return { kind: 'subheading', sub };
  // "ROOF", "ELECTRICAL SYSTEM", or a short Title Case heading ("Plumbing", "Heating and Cooling").
  const titleCase =
    text.split(/\s+/).length <= 3 && /^[A-Z][a-z]+(\s+(?:(and|&|\/)\s*)?[A-Z][a-z]+)*$/.test(text);
  if ((isCaps(text) || titleCase) && text.length <= 40 && isPureSystemHeading(text)) {
    return { kind: 'section', name: text, roman: false };
  }
  if (isField(text)) return { kind: 'field' };
  return { kind: 'text', text, startsParagraph: /^(\(\d{1,2}\)|[\u2022\u25CF*-])\s+/.test(text) };
}

const JOINERS = new Set([
  'and',
  'system',
  'systems',
  'components',
  'the',
  'of',
  'general',
  'main',
  'equipment',
  'area',
  'areas',
]);

/** "ELECTRICAL SYSTEM", "HEATING / COOLING": every word a system name or a joiner (so "ROOF SHINGLES DAMAGED" is
 * a finding title, not a section). */
function isPureSystemHeading(text: string): boolean {
  const words = text
    .toLowerCase()
    .split(/[\s,&/()-]+/)
    .filter(Boolean);
  return words.length > 0 && words.every((w) => JOINERS.has(w) || SYSTEM_WORDS.test(w));
}

function subheading(text: string): Extract<LineKind, { kind: 'subheading' }>['sub'] | undefined {
  const t = text.replace(/:$/, '').trim();
  if (/^comments?$/i.test(t)) return 'comments';
  if (/^(information|descriptions?|styles?\s*(&|and)\s*materials|general)$/i.test(t)) return 'info';
  if (/^limitations?$/i.test(t)) return 'limitations';
  if (/^(observations?(\s*(&|and)\s*recommendations)?|deficiencies|findings|defects|concerns)$/i.test(t))
    return 'observations';
  if (/^(report )?summary( of findings)?$/i.test(t)) return 'summary';
  return undefined;
}

/** Descriptive "Label: value" fields (materials, locations, readings) that describe, not judge. */
function isField(text: string): boolean {
  const m = /^([A-Z][A-Za-z0-9 /()&,'-]{1,45}):\s*(\S.*|)$/.exec(text);
  if (!m) return false;
  if (/^(recommendation|action|note|observation|comment|repair|safety|concern|defect)s?$/i.test(m[1]!.trim()))
    return false;
  return m[2]!.length <= 60 && !/[.!?]\s+\S/.test(m[2]!);
}

/** The marks of a HomeGauge grid row, read from the columns of the rating header above it. */
export function gridMarks(raw: string, columns: { mark: Mark; at: number }[]): Mark[] {
  const marks: Mark[] = [];
  for (const m of raw.matchAll(/[xX\u2713\u2714](?=\s|$)/g)) {
    let best = columns[0];
    if (!best) break;
    for (const c of columns) if (Math.abs(c.at - m.index) < Math.abs(best.at - m.index)) best = c;
    if (Math.abs(best.at - m.index) <= 3) marks.push(best.mark);
  }
  if (marks.length) return marks;
  // Columns lost in extraction: one mark is "inspected", a second one is the rating that matters.
  const xs = raw.match(/[xX\u2713\u2714](?=\s|$)/g)?.length ?? 0;
  return xs >= 2 ? ['IN', 'RR'] : xs === 1 ? ['IN'] : [];
}
