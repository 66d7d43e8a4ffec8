import { z } from 'zod';
import { findUnstorableText, storableText, unstorableReason } from './storable-text';

describe('unstorableReason', () => {
  it.each([
    ['plain text', 'Main St 1'],
    ['emoji (a surrogate pair)', 'home \u{1F3E0}'],
    ['right-to-left text', '\u05D1\u05D9\u05EA'],
    ['combining marks', 'e\u0301\u0301'],
    ['the empty string', ''],
  ])('accepts %s', (_name, text) => {
    expect(unstorableReason(text)).toBeUndefined();
  });

  it.each([
    ['a NUL alone', '\u0000', 'nul'],
    ['a NUL inside text', 'Main\u0000St', 'nul'],
    ['a lone high surrogate at the end', 'abc\uD83C', 'lone_surrogate'],
    ['a lone low surrogate at the start', '\uDFE0abc', 'lone_surrogate'],
    ['a pair in the wrong order', '\uDFE0\uD83C', 'lone_surrogate'],
  ])('refuses %s', (_name, text, reason) => {
    expect(unstorableReason(text)).toBe(reason);
  });
});

describe('findUnstorableText', () => {
  it('names the path of the first bad string in nested objects and arrays', () => {
    expect(findUnstorableText({ a: 'ok', meta: { items: ['fine', 'ba\u0000d'] } })).toEqual({
      path: ['meta', 'items', '1'],
      reason: 'nul',
    });
  });

  it('refuses a bad object key (jsonb keys are text too)', () => {
    expect(findUnstorableText({ meta: { ['k\uD800']: 1 } })).toEqual({
      path: ['meta', 'k\uD800'],
      reason: 'lone_surrogate',
    });
  });

  it('ignores bytes, numbers, dates and class instances', () => {
    class Holder {
      text = '\u0000';
    }
    expect(
      findUnstorableText({
        file: Buffer.from([0, 0]),
        raw: new Uint8Array([0]),
        n: 0,
        when: new Date(0),
        holder: new Holder(),
        none: null,
      }),
    ).toBeUndefined();
  });

  it('walks any depth without overflowing the stack', () => {
    let deep: unknown = ['\u0000'];
    for (let level = 0; level < 100_000; level += 1) deep = level % 2 ? [deep] : { a: deep };
    expect(findUnstorableText(deep)?.reason).toBe('nul');
  });

  it('checks a bare string with an empty path', () => {
    expect(findUnstorableText('\u0000')).toEqual({ path: [], reason: 'nul' });
  });
});

describe('storableText', () => {
  const schema = z.object({ search: storableText() });

  it('passes good text through', () => {
    expect(schema.parse({ search: 'Austin \u{1F3E0}' })).toEqual({ search: 'Austin \u{1F3E0}' });
  });

  it('fails on the field with a clear message', () => {
    const result = schema.safeParse({ search: 'a\u0000' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['search'],
      message: expect.stringMatching(/NUL/),
    });
  });
});
