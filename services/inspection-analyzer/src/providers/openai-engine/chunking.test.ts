import type { ExtractedReport } from '../../domain/report';
import { chunkReport, estimateTokens } from './chunking';

const page = (number: number, lines: string[]) => ({ number, lines });
const report = (pages: ExtractedReport['pages']): ExtractedReport => ({ pages, source: 'pdf' });
const line = (page: number, index: number) =>
  `Page ${page} line ${index}: the inspector observed something worth a sentence here.`;

describe('estimateTokens', () => {
  it('counts four characters to a token, rounding up', () => {
    expect(estimateTokens('')).toBe(0);
    expect(estimateTokens('abcd')).toBe(1);
    expect(estimateTokens('abcde')).toBe(2);
  });
});

describe('chunkReport', () => {
  it('keeps a short report in one chunk with page markers', () => {
    const chunks = chunkReport(report([page(1, ['Roof', 'Shingles worn']), page(2, ['Attic ok'])]), 1_000);
    expect(chunks).toEqual([
      { text: '[page 1]\nRoof\nShingles worn\n[page 2]\nAttic ok', firstPage: 1, lastPage: 2 },
    ]);
  });

  it('splits a long report between pages, each chunk within the budget, every line kept in order', () => {
    const pages = Array.from({ length: 20 }, (_, p) =>
      page(
        p + 1,
        Array.from({ length: 30 }, (_, i) => line(p + 1, i)),
      ),
    );
    const budget = 1_500;
    const chunks = chunkReport(report(pages), budget);
    expect(chunks.length).toBeGreaterThan(3);
    for (const chunk of chunks) expect(estimateTokens(chunk.text)).toBeLessThanOrEqual(budget);
    // Whole pages: each chunk starts with its first page's marker and pages do not straddle chunks.
    for (const chunk of chunks) expect(chunk.text.startsWith(`[page ${chunk.firstPage}]\n`)).toBe(true);
    const joined = chunks.map((chunk) => chunk.text).join('\n');
    const expected = pages.flatMap((p) => [`[page ${p.number}]`, ...p.lines]).join('\n');
    expect(joined).toBe(expected);
    expect(chunks.map((chunk) => chunk.firstPage)).toEqual(
      [...chunks.map((chunk) => chunk.firstPage)].sort((a, b) => a - b),
    );
  });

  it('splits a page larger than the budget between lines, marking the continuation', () => {
    const lines = Array.from({ length: 200 }, (_, i) => line(7, i));
    const chunks = chunkReport(report([page(7, lines)]), 500);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) {
      expect(estimateTokens(chunk.text)).toBeLessThanOrEqual(500);
      expect(chunk.firstPage).toBe(7);
    }
    expect(chunks[1]!.text.startsWith('[page 7, continued]\n')).toBe(true);
    const kept = chunks.flatMap((chunk) => chunk.text.split('\n').filter((l) => !l.startsWith('[page')));
    expect(kept).toEqual(lines);
  });

  it('cuts a single line longer than the budget', () => {
    const long = 'x'.repeat(5_000);
    const chunks = chunkReport(report([page(1, [long])]), 200);
    for (const chunk of chunks) expect(estimateTokens(chunk.text)).toBeLessThanOrEqual(200);
    expect(chunks.map((chunk) => chunk.text.replace(/\[page 1(, continued)?\]\n/g, '')).join('')).toBe(long);
  });

  it('skips blank pages and refuses a budget too small to hold anything', () => {
    expect(chunkReport(report([page(1, ['  ', '']), page(2, ['Text'])]), 100)).toEqual([
      { text: '[page 2]\nText', firstPage: 2, lastPage: 2 },
    ]);
    expect(() => chunkReport(report([page(1, ['Text'])]), 4)).toThrow(/too small/);
  });
});
