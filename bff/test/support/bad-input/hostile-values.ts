// The values the bad-input campaign puts where the API expects something else. Two kinds: text no route may accept
// (PostgreSQL cannot store it, or it is past every limit) and text a route may well accept (real people's names are
// in any script), which must still never break anything.
import fc from 'fast-check';

export const ONE_MEGABYTE = 1024 * 1024;

/** Strings every route must refuse wherever they appear: a NUL, a lone surrogate. */
export const unstorableText = fc.constantFrom(
  '\u0000',
  'Main St\u0000 1',
  '\u0000\u0000\u0000',
  '\uD83C',
  'abc\uDFE0',
  '\uDFE0\uD83C',
  'ok\u0000\uD800',
);

/** Unusual but legitimate text: emoji, right-to-left scripts, combining marks, look-alikes, markup, SQL-ish. */
export const unusualText = fc.oneof(
  fc.constantFrom(
    '\u{1F3E0}\u{1F468}\u200D\u{1F469}\u200D\u{1F467}',
    '\u05D1\u05D9\u05EA \u0645\u0646\u0632\u0644',
    '\u202Egnp.exe',
    'Z\u0351\u0360\u0337a\u0335\u0353l\u0338\u031Bg\u0334o',
    'e\u0301\u0301\u0301\u0301',
    '\uFEFF\u200B\u00A0',
    "'; DROP TABLE properties; --",
    '<script>alert(1)</script>',
    '../../../../etc/passwd',
    '%00%2e%2e%2f',
    '${jndi:ldap://x}',
    '\r\nX-Injected: 1',
    '',
    ' ',
    '\u0130\u0131\u017F\u212A',
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }).filter((text) => !text.includes('\u0000')),
);

/** Numbers at and past every edge, and the strings that look like them. */
export const edgeNumbers = fc.constantFrom<unknown>(
  -1,
  -0,
  0,
  0.5,
  -2147483649,
  2147483648,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '0x10',
  ' 12 ',
);

/** What a field of one JSON type is not. */
export function wrongTypesFor(type: unknown): fc.Arbitrary<unknown> {
  const all: unknown[] = ['text', 12, true, null, {}, { nested: { deep: [1] } }, [], ['a', 1], 'NaN'];
  const not = (predicate: (value: unknown) => boolean) =>
    fc.constantFrom(...all.filter((v) => !predicate(v)));
  switch (type) {
    case 'string':
      return not((value) => typeof value === 'string');
    case 'number':
    case 'integer':
      // Number([]) is 0 and Number(true) is 1: a coercing schema would take those, so they are not wrong here
      return fc.constantFrom<unknown>('text', 'NaN', {}, { nested: 1 }, ['a', 'b'], 'twelve');
    case 'boolean':
      return fc.constantFrom<unknown>('maybe', 12, {}, ['x'], 'yes please');
    case 'array':
      return fc.constantFrom<unknown>('text', 12, { 0: 'a' }, true);
    case 'object':
      return fc.constantFrom<unknown>('text', 12, ['a'], true, []);
    default:
      return fc.constantFrom<unknown>({ unexpected: [[[]]] }, ['a', 1]);
  }
}

export const malformedJsonBodies = fc.constantFrom(
  '{',
  '{"a":',
  '[1,',
  '{"a":1}}',
  "{'single': 'quotes'}",
  '{"a":1,}',
  'nul',
  'undefined',
  '\u0000',
  '{"a":"\\ud800"',
  '{"a":"\\u00"}',
  '{"__proto__":{"polluted":true}',
  'x'.repeat(2000),
);
