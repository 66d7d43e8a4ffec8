// Small text helpers shared by the offline engine's steps.

/** Collapses runs of whitespace and trims. */
export function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Joins wrapped report lines into one paragraph, mending words hyphenated across a line break. */
export function joinLines(lines: string[]): string {
  return squash(
    lines
      .map((l) => l.trim())
      .join('\n')
      .replace(/(\w)-\n([a-z])/g, '$1$2')
      .replace(/\n/g, ' '),
  );
}

/** Sentences of a paragraph; abbreviations common in reports (approx., e.g., Dr.) do not end a sentence. */
export function sentences(text: string): string[] {
  const guarded = text.replace(/\b(approx|e\.g|i\.e|etc|Dr|St|No|vs|Mr|Mrs|Ms)\./gi, (m) =>
    m.replace(/\./g, '\uE000'),
  );
  return guarded
    .split(/(?<=[.!?])\s+(?=[A-Z0-9("])/)
    .map((s) => s.replace(/\uE000/g, '.').trim())
    .filter(Boolean);
}

const SMALL_WORDS = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'of',
  'at',
  'in',
  'on',
  'to',
  'for',
  'by',
  'with',
  'from',
]);

/** "SHINGLES DAMAGED" -> "Shingles Damaged"; leaves mixed-case text alone. */
export function tidyCase(text: string): string {
  if (text !== text.toUpperCase() || !/[A-Z]/.test(text)) return text;
  return text
    .toLowerCase()
    .split(' ')
    .map((w, i) => (i > 0 && SMALL_WORDS.has(w) ? w : w.replace(/^[a-z]/, (c) => c.toUpperCase())))
    .join(' ')
    .replace(/\b(Gfci|Afci|Tpr|Hvac|Csst|Fpe|Ac|Co|Pex|Abs|Pvc)\b/g, (w) => w.toUpperCase());
}

const TITLE_MAX = 64;
const CLAUSE_BREAK =
  /[;:]|,\s+(?:which|and|but|so|as|this|these|it|allowing|causing|creating|leaving)\b|(?<!\s)\s+(?:and|which|that) (?:may|can|could|will|should|might)\b|(?<!\s)\s+-\s+|(?<!\s)\s+(?:because|so that|when|during|which|where|while|should|must|needs? to)\s+/i;
const DANGLING =
  /(?<!\s)\s+(?:and|or|the|a|an|of|at|in|on|to|for|with|by|from|during|near|next|into|toward|but|is|are|was|were)$/i;

/** A short title from a finding's first clause, worded like a report heading: "The water heater draft hood vent is
 * disconnected and back-drafted during the test, ..." -> "Water heater draft hood vent disconnected and
 * back-drafted". */
export function titleFromText(text: string): string {
  const first = (sentences(text)[0] ?? text)
    .replace(/^\(?\d+\)\s*/, '')
    .replace(/^(the|a|an|there (is|are))\s+/i, '');
  let clause = first
    .split(CLAUSE_BREAK)[0]!
    .replace(/(?<![.!?])[.!?]+$/, '')
    .trim();
  const comma = clause.indexOf(', ');
  if (clause.length > 48 && comma >= 20) clause = clause.slice(0, comma);
  // "... filled with soil and the window cannot ...": a second clause, not a list of two defects.
  const and = clause.slice(20).search(/ and (the|a|an|its|it|there|this)\b/);
  if (clause.length > 48 && and >= 0) clause = clause.slice(0, 20 + and);
  clause = clause.replace(
    /\s(is|are|was|were)\s(?=(not\s)?([a-z]+(ed|en)\b|missing|loose|open|broken|worn|damaged|cracked|leaking|\d))/i,
    ' ',
  );
  if (clause.length > TITLE_MAX) clause = clause.slice(0, clause.lastIndexOf(' ', TITLE_MAX));
  while (DANGLING.test(clause)) clause = clause.replace(DANGLING, '');
  return clause.charAt(0).toUpperCase() + clause.slice(1);
}

/**
 * `first<gap>second` where the gap stays within one part of the text split at `stop` ('.' for `[^.]*`, a line break
 * for `.*`), in linear time: the first `first` of each part is enough (a `second` after a later one is after it too),
 * where one pattern with the gap would rescan the part from every `first`, quadratic on a long paragraph.
 */
export function followedWithin(text: string, first: RegExp, second: RegExp, stop: '.' | 'line'): boolean {
  return text.split(stop === '.' ? '.' : /[\n\r\u2028\u2029]/).some((part) => {
    const at = first.exec(part);
    return at !== null && second.test(part.slice(at.index + at[0].length));
  });
}

/** Lower-case word tokens of length >= 3, for overlap comparisons. */
export function tokens(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/[a-z0-9]{3,}/g) ?? []);
}

/** Share of the smaller token set found in the larger one (1 = one text contains the other's words). */
export function overlap(a: string, b: string): number {
  const ta = tokens(a);
  const tb = tokens(b);
  const [small, large] = ta.size <= tb.size ? [ta, tb] : [tb, ta];
  if (!small.size) return 0;
  let hits = 0;
  for (const t of small) if (large.has(t)) hits++;
  return hits / small.size;
}

export function usd(n: number): string {
  return `$${Math.round(n).toLocaleString('en-US')}`;
}

/** "a" or "an" before a word ("an HVAC contractor", "an insulation contractor", "a licensed plumber"). */
export function article(word: string): 'a' | 'an' {
  return /^([aeio]|u(?!ni|se|su)|hvac\b|fha\b)/i.test(word) ? 'an' : 'a';
}
