import { safeText } from './text';

const ZWSP = '\u200B';

describe('safeText', () => {
  it('leaves ordinary text alone, accents and all', () => {
    const text = 'Crème brûlée façade — 2nd-floor bath, $1,250 (approx.)\nNext line\twith a tab';
    expect(safeText(text)).toBe(text);
  });

  it('gives a run with no break opportunity a place to wrap every 30 characters', () => {
    const word = 'a'.repeat(75);
    expect(safeText(`see ${word} now`)).toBe(
      `see ${'a'.repeat(30)}${ZWSP}${'a'.repeat(30)}${ZWSP}${'a'.repeat(15)} now`,
    );
  });

  it('never cuts a surrogate pair in half', () => {
    const out = safeText('😀'.repeat(40));
    expect(out.replaceAll(ZWSP, '')).toBe('😀'.repeat(40));
    expect(out.split(ZWSP).map((chunk) => Array.from(chunk).length)).toEqual([30, 10]);
  });

  it('drops control characters and normalises line ends', () => {
    expect(safeText('a\u0000b\u0007c\u001Bd\u007Fe\r\nf\rg')).toBe('abcde\nf\ng');
  });

  it('drops bidirectional overrides that would print text in another order than it was typed', () => {
    expect(safeText('Bob \u202Eexa\u202C \u2066x\u2069 \u200Fok')).toBe('Bob exa x \u200Fok');
  });

  it('replaces broken UTF-16 instead of passing it to the font engine', () => {
    expect(safeText('x\uD800y\uDC00z')).toBe('x\uFFFDy\uFFFDz');
    expect(safeText('ok \uD83D\uDE00')).toBe('ok \uD83D\uDE00');
  });
});
