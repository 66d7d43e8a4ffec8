// Reading and writing a dotted path (`buyers.0.name`) in a document's data. Writes go to a copy the caller owns.
import type { DocumentData, Json } from '../types';

type Container = { [key: string]: Json | undefined } | Json[];

const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null;

/** The value at `path`, or undefined when any step is missing. */
export function getPath(data: unknown, path: string): Json | undefined {
  let current: unknown = data;
  for (const key of path.split('.')) {
    if (!isContainer(current)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current as Json | undefined;
}

/** Sets `path` in `data` (mutating it), creating objects (or arrays, for numeric keys) on the way. */
export function setPath(data: DocumentData, path: string, value: Json): void {
  const keys = path.split('.');
  let current: Container = data;
  keys.slice(0, -1).forEach((key, index) => {
    const record = current as Record<string, Json>;
    if (!isContainer(record[key])) record[key] = /^\d+$/.test(keys[index + 1]!) ? [] : {};
    current = record[key] as Container;
  });
  (current as Record<string, Json>)[keys.at(-1)!] = value;
}

/**
 * Removes `path` from `data` (mutating it), and the objects it leaves empty on the way up (never an array's item);
 * true when there was a value to remove.
 */
export function unsetPath(data: DocumentData, path: string): boolean {
  const keys = path.split('.');
  const parent = keys.length === 1 ? data : getPath(data, keys.slice(0, -1).join('.'));
  const last = keys.at(-1)!;
  if (!isContainer(parent) || Array.isArray(parent) || !(last in parent)) return false;
  delete parent[last];
  const parentKey = keys.at(-2);
  if (keys.length > 1 && Object.keys(parent).length === 0 && !/^\d+$/.test(parentKey!))
    unsetPath(data, keys.slice(0, -1).join('.'));
  return true;
}

/** Empty for the "field not empty" rule and for progress: nothing, blank text, an empty list or object. */
export function isEmpty(value: Json | undefined): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}
