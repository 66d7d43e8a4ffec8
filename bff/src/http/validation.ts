import type { z } from 'zod';
import { findUnstorableText, UNSTORABLE_TEXT_MESSAGES } from '@homeward/kit';
import { badRequest, notFound, type HttpError } from './http-error';

export type InputPart = 'body' | 'query' | 'params';

/** Field path -> the first message for it; the form shows it beside the field. */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * Parses one part of a request against its contract schema. A bad body or query is 400 with `fields`; a bad path
 * parameter means the addressed resource cannot exist, so it is 404 with the schema's message.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, part: InputPart): z.output<S> {
  if (part === 'body' && !isPlainObject(value))
    throw badRequest('Request body must be a JSON object or a form');
  refuseDeepNesting(value, part);
  refuseUnstorableText(value, part);
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw inputError(result.error, part);
}

/** Deeper than any form the SPA sends (a document's form data is a few levels); far below what overflows a stack. */
export const MAX_INPUT_DEPTH = 32;

/** Whether objects and arrays in `value` nest deeper than `max` levels (counted without recursion). */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (typeof next.value !== 'object' || next.value === null) continue;
    if (next.depth >= max) return true;
    for (const item of Object.values(next.value)) pending.push({ value: item, depth: next.depth + 1 });
  }
  return false;
}

/**
 * Input nested deeper than any form is refused before anything walks it: JSON.parse takes any depth, but a recursive
 * step after it (JSON.stringify for a log or a gRPC message, a schema) overflows the stack, a 500.
 */
function refuseDeepNesting(value: unknown, part: InputPart): void {
  if (!nestsDeeperThan(value, MAX_INPUT_DEPTH)) return;
  const message = `The request ${part === 'body' ? 'body' : 'input'} is nested too deeply (at most ${MAX_INPUT_DEPTH} levels)`;
  throw part === 'params' ? notFound(message) : badRequest(message);
}

/**
 * Text PostgreSQL cannot store (a NUL, a lone UTF-16 surrogate) is refused wherever it is in the input, named by its
 * field, before any schema or service sees it: every route, whatever its schema says.
 */
function refuseUnstorableText(value: unknown, part: InputPart): void {
  const found = findUnstorableText(value);
  if (!found) return;
  const message = UNSTORABLE_TEXT_MESSAGES[found.reason];
  if (part === 'params') throw notFound(message);
  throw badRequest(message, { [found.path.join('.') || '_']: message });
}

export function inputError(error: z.ZodError, part: InputPart): HttpError {
  const first = error.issues[0]?.message ?? 'Invalid request';
  return part === 'params' ? notFound(first) : badRequest(first, fieldMessages(error));
}
