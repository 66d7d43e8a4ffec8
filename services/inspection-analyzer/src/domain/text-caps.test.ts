import type { ExtractedReport } from './report';
import { capReportText, cutLine, TEXT_CAPS } from './text-caps';

const report = (...pages: string[][]): ExtractedReport => ({
  source: 'docx',
  pages: pages.map((lines, i) => ({ number: i + 1, lines })),
});

describe('cutLine', () => {
  it('leaves a line within the cap alone', () => {
    expect(cutLine('The roof is fine.', 40)).toEqual(['The roof is fine.']);
  });

  it('cuts after a sentence, else at a space, else at the cap, never past it', () => {
    expect(cutLine('Cracked tiles at the ridge. Loose flashing at the chimney.', 40)).toEqual([
      'Cracked tiles at the ridge.',
      'Loose flashing at the chimney.',
    ]);
    expect(cutLine('alpha beta gamma delta epsilon', 12)).toEqual(['alpha beta', 'gamma delta', 'epsilon']);
    expect(cutLine('x'.repeat(25), 10)).toEqual(['x'.repeat(10), 'x'.repeat(10), 'x'.repeat(5)]);
  });

  it('keeps every word of a long line, in order', () => {
    const words = Array.from({ length: 5_000 }, (_, i) => `word${i}`);
    const pieces = cutLine(words.join(' '), 1_000);
    expect(pieces.every((piece) => piece.length <= 1_000)).toBe(true);
    expect(pieces.join(' ').split(' ')).toEqual(words);
  });
});

describe('capReportText', () => {
  it('gives a report within the caps back as it is', () => {
    const small = report(['ROOF', 'Cracked tiles.'], ['PLUMBING', 'Slow drain.']);
    expect(capReportText(small)).toEqual({ report: small, truncated: false });
  });

  it('cuts long lines, keeping pages and their text', () => {
    const long = 'Cracked tile. '.repeat(1_000);
    const { report: capped, truncated } = capReportText(report(['ROOF', long]), {
      maxLineChars: 500,
      maxTotalChars: 1_000_000,
    });
    expect(truncated).toBe(false);
    expect(capped.pages[0]!.lines[0]).toBe('ROOF');
    expect(capped.pages[0]!.lines.every((line) => line.length <= 500)).toBe(true);
    expect(capped.pages[0]!.lines.slice(1).join(' ') === long).toBe(true);
  });

  it('drops text past the total, inside a line and the pages after it', () => {
    const { report: capped, truncated } = capReportText(
      report(['a'.repeat(60), 'b'.repeat(60)], ['c'.repeat(10)]),
      {
        maxLineChars: 1_000,
        maxTotalChars: 100,
      },
    );
    expect(truncated).toBe(true);
    expect(capped.pages).toEqual([{ number: 1, lines: ['a'.repeat(60), 'b'.repeat(40)] }]);
  });

  it('holds 1 MB in one line to the defaults', () => {
    const { report: capped } = capReportText(report(['word '.repeat(400_000)]));
    const lines = capped.pages.flatMap((page) => page.lines);
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(TEXT_CAPS.maxLineChars);
    expect(lines.join('').length).toBeLessThanOrEqual(TEXT_CAPS.maxTotalChars);
  });
});
