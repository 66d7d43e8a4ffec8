// PostgreSQL refuses two kinds of JavaScript string in UTF-8 text and jsonb: one holding a NUL character (U+0000)
// and one holding a lone UTF-16 surrogate (it has no UTF-8 encoding). Either reaching a query is an INTERNAL error
// (a 500 at the BFF) for what is really bad input, so every entry point refuses such text before it is used.
import { z } from 'zod';

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export type UnstorableReason = 'nul' | 'lone_surrogate';

export const UNSTORABLE_TEXT_MESSAGES: Record<UnstorableReason, string> = {
  nul: 'Text must not contain a NUL character (\\u0000)',
  lone_surrogate: 'Text must not contain an unpaired UTF-16 surrogate',
};

/** Why a string cannot be stored as text, or undefined when it can. */
export function unstorableReason(text: string): UnstorableReason | undefined {
  if (text.includes('\u0000')) return 'nul';
  if (LONE_SURROGATE.test(text)) return 'lone_surrogate';
  return undefined;
}

export interface UnstorableText {
  /** Keys from the root to the offending string (or object key); empty when the value itself is the string. */
  path: string[];
  reason: UnstorableReason;
}

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * The first string in `value` (or key of a plain object in it) that cannot be stored as text. Walks plain objects and
 * arrays only: bytes (Buffer, Uint8Array), dates and class instances are not text. Iterative, so no nesting depth a
 * caller sends can overflow the stack.
 */
export function findUnstorableText(value: unknown, path: string[] = []): UnstorableText | undefined {
  // Each entry links to its parent, so the path is built only for the one that is found (linear in the input).
  interface Node {
    value: unknown;
    key?: string;
    parent?: Node;
  }
  const pathOf = (node: Node, last?: string) => {
    const keys = last === undefined ? [] : [last];
    for (let at: Node | undefined = node; at?.key !== undefined; at = at.parent) keys.push(at.key);
    return [...path, ...keys.reverse()];
  };
  const pending: Node[] = [{ value }];
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (typeof node.value === 'string') {
      const reason = unstorableReason(node.value);
      if (reason) return { path: pathOf(node), reason };
      continue;
    }
    if (typeof node.value !== 'object' || node.value === null) continue;
    const isArray = Array.isArray(node.value);
    if (!isArray && !isPlainObject(node.value)) continue;
    const entries = isArray
      ? (node.value as unknown[]).map((item, index) => [String(index), item] as const)
      : Object.entries(node.value);
    // Pushed in reverse, so the first bad one in document order is found first.
    for (const [key, item] of entries.reverse()) {
      const keyReason = isArray ? undefined : unstorableReason(key);
      if (keyReason) return { path: pathOf(node, key), reason: keyReason };
      pending.push({ value: item, key, parent: node });
    }
  }
  return undefined;
}

/** A zod string that refuses what PostgreSQL cannot store, for schemas that take text from a caller. */
export function storableText() {
  return z.string().superRefine((text, context) => {
    const reason = unstorableReason(text);
    if (reason) context.addIssue({ code: 'custom', message: UNSTORABLE_TEXT_MESSAGES[reason] });
  });
}
