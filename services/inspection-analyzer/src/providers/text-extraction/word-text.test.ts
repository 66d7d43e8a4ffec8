import { ExtractionError } from './errors';
import { htmlToText, LINES_PER_PAGE, paginate } from './word-text';

describe('htmlToText', () => {
  it('turns paragraphs, headings and list items into lines, <br> into a line break and <hr> into a page break', () => {
    const html =
      '<h1>Roof</h1><p>Shingles &amp; flashing</p><p>Line one<br />line two</p><hr /><ul><li>GFCI</li></ul>';
    expect(htmlToText(html)).toBe('Roof\nShingles & flashing\nLine one\nline two\n\fGFCI\n');
  });

  it('lays table cells out side by side, one row a line', () => {
    const html =
      '<table><tr><td><p>Item</p></td><td><p>Needs</p><p>repair</p></td></tr><tr><td></td><td><p>ok</p></td></tr></table>';
    expect(htmlToText(html)).toBe('Item  Needs repair  \n  ok  \n');
  });

  it('decodes numeric and named entities', () => {
    expect(htmlToText('<p>&lt;5&#39; &#x2013; &quot;ok&quot;&nbsp;</p>')).toBe('<5\' \u2013 "ok" \n');
  });
});

describe('paginate', () => {
  it('starts a page at every explicit page break', () => {
    const pages = paginate('a\nb\n\fc\n', { maxPages: 10 });
    expect(pages).toEqual([
      { number: 1, lines: ['a', 'b'] },
      { number: 2, lines: ['c'] },
    ]);
  });

  it('cuts text without page breaks into pages of LINES_PER_PAGE lines', () => {
    const text = Array.from({ length: LINES_PER_PAGE * 2 + 3 }, (_, i) => `line ${i}`).join('\n');
    const pages = paginate(text, { maxPages: 10 });
    expect(pages.map((p) => p.lines.length)).toEqual([LINES_PER_PAGE, LINES_PER_PAGE, 3]);
    expect(pages[2]!.lines[0]).toBe(`line ${LINES_PER_PAGE * 2}`);
  });

  it('keeps a long page between explicit breaks whole, unless it runs on for several printed pages', () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `line ${i}`).join('\n');
    const sizes = (text: string) => paginate(text, { maxPages: 20 }).map((p) => p.lines.length);
    expect(sizes(`${lines(70)}\f${lines(10)}`)).toEqual([70, 10]);
    expect(sizes(`${lines(10)}\f${lines(LINES_PER_PAGE * 3 + 1)}`)).toEqual([10, 50, 50, 50, 1]);
  });

  it('drops pages that hold only blank lines (a manual break Word also marked as rendered)', () => {
    expect(paginate('a\f\n\n\fb', { maxPages: 10 })).toEqual([
      { number: 1, lines: ['a'] },
      { number: 2, lines: ['b'] },
    ]);
  });

  it('refuses more pages than maxPages as too large', () => {
    const error = (() => {
      try {
        paginate('a\fb\fc', { maxPages: 2 });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ExtractionError);
    expect((error as ExtractionError).kind).toBe('too_large');
  });
});
