import { OpenedCookies } from './opened-cookies';

describe('OpenedCookies', () => {
  it('holds at most its capacity, dropping the least recently used', () => {
    const opened = new OpenedCookies<number>(2);
    opened.remember('a', 1);
    opened.remember('b', 2);
    expect(opened.get('a')).toBe(1);
    opened.remember('c', 3);
    expect(opened.size).toBe(2);
    expect(opened.get('b')).toBeUndefined();
    expect(opened.get('a')).toBe(1);
    expect(opened.get('c')).toBe(3);
  });

  it('keeps one entry per value', () => {
    const opened = new OpenedCookies<number>(2);
    opened.remember('a', 1);
    opened.remember('a', 1);
    opened.remember('b', 2);
    expect(opened.size).toBe(2);
    expect(opened.get('a')).toBe(1);
  });

  it('refuses a capacity below one', () => {
    expect(() => new OpenedCookies<number>(0)).toThrow(RangeError);
  });
});
