import { linesFromRuns, type TextRun } from './pdf-lines';

// Courier at 10 pt: every character is 6 pt wide, the width a run of n characters has in a real PDF.
const run = (text: string, column: number, row: number, size = 10): TextRun => ({
  text,
  x: 36 + column * 6,
  y: 700 - row * 12,
  width: text.length * 6,
  size,
});

describe('linesFromRuns', () => {
  it('orders lines top to bottom and runs left to right whatever order the producer wrote them in', () => {
    const lines = linesFromRuns([
      run('B. Grading', 17, 1),
      run('second', 0, 2),
      run('[X] [ ] [ ] [X]', 0, 1),
      run('top', 0, 0),
    ]);
    expect(lines).toEqual(['top', '[X] [ ] [ ] [X]  B. Grading', 'second']);
  });

  it('keeps the columns of a stray-mark checkbox grid at their character positions', () => {
    // "X       X   B. Grading and Drainage": marks under I and D, the item name at column 12.
    const lines = linesFromRuns([run('X', 0, 0), run('X', 8, 0), run('B. Grading and Drainage', 12, 0)]);
    expect(lines).toEqual(['X       X   B. Grading and Drainage']);
  });

  it('keeps indentation relative to the page text edge', () => {
    const lines = linesFromRuns([run('A. Foundations', 0, 0), run('Comments:', 5, 1)]);
    expect(lines).toEqual(['A. Foundations', '     Comments:']);
  });

  it('puts runs whose baselines differ by less than the tolerance on one line', () => {
    const superscript = { ...run('2', 4, 0, 6), y: 700 + 3 };
    expect(linesFromRuns([run('ft', 0, 0), superscript, run('of siding', 6, 0)])).toEqual([
      'ft  2 of siding',
    ]);
  });

  it('joins runs that touch (a word split across fonts) without a space', () => {
    expect(linesFromRuns([run('Defic', 0, 0), run('ient', 5, 0)])).toEqual(['Deficient']);
  });

  it('drops whitespace-only runs and returns nothing for a page without text', () => {
    expect(linesFromRuns([run('   ', 0, 0)])).toEqual([]);
    expect(linesFromRuns([run('a', 0, 0), run(' ', 1, 0), run('b', 30, 0)])).toEqual([
      'a' + ' '.repeat(29) + 'b',
    ]);
  });

  it('can read word-sized gaps as one space (OCR words) while wide gaps stay columns', () => {
    // 'Service' ends at 78; a gap of 1.5 characters; 'Entrance' ends at 135; a gap of 5 characters.
    const words = [
      run('Service', 0, 0),
      { ...run('Entrance', 0, 0), x: 87 },
      { ...run('Panel', 0, 0), x: 165 },
    ];
    expect(linesFromRuns(words, { singleSpaceUnder: 2.5 })).toEqual([
      'Service Entrance' + ' '.repeat(5) + 'Panel',
    ]);
    expect(linesFromRuns(words)).toEqual(['Service  Entrance' + ' '.repeat(5) + 'Panel']);
  });

  it('caps a huge gap so a far-right page number does not bury the line in spaces', () => {
    const [line] = linesFromRuns([run('Roof', 0, 0), { ...run('Page 3', 0, 0), x: 36 + 24 + 6 * 500 }]);
    expect(line).toBe('Roof' + ' '.repeat(60) + 'Page 3');
  });
});
