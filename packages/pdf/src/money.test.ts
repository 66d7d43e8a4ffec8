import { formatUsd, formatUsdRange } from './money';

describe('formatUsd', () => {
  it.each([
    [1250, '$1,250'],
    [1250.5, '$1,250.50'],
    [1250.05, '$1,250.05'],
    [0, '$0'],
    [99, '$99'],
    [1250.004, '$1,250'],
    [1250.999, '$1,251'],
    [1234567, '$1,234,567'],
    [-40, '-$40'],
  ])('%p is %p', (amount, text) => {
    expect(formatUsd(amount)).toBe(text);
  });

  it.each([NaN, Infinity, -Infinity])('refuses %p', (amount) => {
    expect(() => formatUsd(amount)).toThrow(RangeError);
  });
});

describe('formatUsdRange', () => {
  it('joins the two ends, low first', () => {
    expect(formatUsdRange(150, 1000)).toBe('$150-$1,000');
    expect(formatUsdRange(1000, 150)).toBe('$150-$1,000');
  });

  it('is one amount when both ends are equal', () => {
    expect(formatUsdRange(0, 0)).toBe('$0');
  });
});
