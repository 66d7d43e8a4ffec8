import { z } from 'zod';
import { HttpError } from './http-error';
import { MAX_INPUT_DEPTH, nestsDeeperThan, parseInput } from './validation';

const errorOf = (run: () => unknown): HttpError => {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected an HttpError');
};

describe('parseInput refuses text PostgreSQL cannot store, whatever the schema', () => {
  // A schema that would let anything through: the refusal must not depend on each route's schema.
  const loose = z.object({ search: z.string().optional(), meta: z.unknown().optional() });

  it('400 naming a query field with a NUL', () => {
    const error = errorOf(() => parseInput(loose, { search: 'a\u0000' }, 'query'));
    expect(error.status).toBe(400);
    expect(error.toBody()).toEqual({
      error: 'invalid_request',
      message: expect.stringMatching(/NUL/),
      fields: { search: expect.stringMatching(/NUL/) },
    });
  });

  it('400 naming a nested body field with a lone surrogate, or a bad key', () => {
    expect(errorOf(() => parseInput(loose, { meta: { list: ['ok', '\uD800'] } }, 'body')).fields).toEqual({
      'meta.list.1': expect.stringMatching(/surrogate/),
    });
    expect(errorOf(() => parseInput(loose, { meta: { ['\u0000']: 1 } }, 'body')).status).toBe(400);
  });

  it('404 for a path parameter (the addressed thing cannot exist)', () => {
    expect(errorOf(() => parseInput(z.object({ id: z.string() }), { id: '\u0000' }, 'params')).status).toBe(
      404,
    );
  });

  it('passes emoji, right-to-left text and combining marks through', () => {
    const text = '\u{1F3E0} \u05D1\u05D9\u05EA e\u0301';
    expect(parseInput(loose, { search: text }, 'query')).toEqual({ search: text });
  });
});

describe('parseInput refuses input nested deeper than any form', () => {
  const nested = (depth: number): unknown => {
    let value: unknown = 'leaf';
    for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
    return value;
  };
  const open = z.object({ meta_data: z.unknown() });

  it('counts levels of objects and arrays', () => {
    expect(nestsDeeperThan(nested(3), 3)).toBe(false);
    expect(nestsDeeperThan(nested(4), 3)).toBe(true);
    expect(nestsDeeperThan('text', 0)).toBe(false);
  });

  it('400 for a body nested past the limit, however deep (no stack overflow)', () => {
    for (const depth of [MAX_INPUT_DEPTH + 1, 200_000]) {
      const error = errorOf(() => parseInput(open, { meta_data: nested(depth) }, 'body'));
      expect(error.status).toBe(400);
      expect(error.message).toMatch(/nested too deeply/);
    }
  });

  it('takes a form a few levels deep', () => {
    const form = { meta_data: { buyers: [{ name: 'Ada', address: { city: 'Austin' } }] } };
    expect(parseInput(open, form, 'body')).toEqual(form);
  });
});
