// Where a piece of text sits in the rendered report, by its words: extraction may re-wrap lines, drop bullets or
// squash spaces, but the words and their order survive, so word positions compare an output with a label.

import type { RenderedReport } from './render';

export const wordsOf = (text: string): string[] => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];

export interface Span {
  start: number;
  /** Exclusive. */
  end: number;
}

export interface WordIndex {
  words: string[];
  /** Per word: the page it is on and the headings above it. */
  page: number[];
  headings: string[][];
  /** Per word: whether a bold item label is the innermost heading above it. */
  underLabel: boolean[];
}

export function indexWords(report: RenderedReport): WordIndex {
  const index: WordIndex = { words: [], page: [], headings: [], underLabel: [] };
  for (const line of report.lines) {
    for (const w of wordsOf(line.text)) {
      index.words.push(w);
      index.page.push(line.page);
      index.headings.push(line.headings);
      index.underLabel.push(line.underLabel);
    }
  }
  return index;
}

/** Every place the word sequence starts. */
function occurrences(index: WordIndex, seq: string[]): number[] {
  const found: number[] = [];
  if (!seq.length) return found;
  const last = index.words.length - seq.length;
  for (let i = 0; i <= last; i++) {
    if (index.words[i] !== seq[0]) continue;
    let j = 1;
    while (j < seq.length && index.words[i + j] === seq[j]) j++;
    if (j === seq.length) found.push(i);
  }
  return found;
}

const ANCHOR_WORDS = 8;

/** The spans a text may come from: found by its opening words (or, failing that, its closing ones), as long as the
 * text itself. An engine that rewrote the words is not found, and is judged by its words alone. */
export function spansOf(index: WordIndex, text: string): Span[] {
  const words = wordsOf(text);
  if (words.length < 3) return [];
  const head = occurrences(index, words.slice(0, ANCHOR_WORDS));
  if (head.length) return bestFits(index, words, head).map((start) => spanAt(index, start, words.length));
  const tail = occurrences(index, words.slice(-ANCHOR_WORDS));
  const before = Math.max(0, words.length - ANCHOR_WORDS);
  return tail.map((s) => spanAt(index, Math.max(0, s - before), words.length));
}

/** Of the places a text's opening words occur, those where most of the rest follows too. */
function bestFits(index: WordIndex, words: string[], starts: number[]): number[] {
  const fit = (start: number) => words.filter((w, i) => index.words[start + i] === w).length;
  const best = Math.max(...starts.map(fit));
  return starts.filter((s) => fit(s) === best);
}

const spanAt = (index: WordIndex, start: number, length: number): Span => ({
  start,
  end: Math.min(index.words.length, start + length),
});

export const overlapOf = (a: Span, b: Span): number =>
  Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));
