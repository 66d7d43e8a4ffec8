// Reading and writing a document's data by dotted path (`buyers.0.name`), without mutating it: React state and the
// autosave compare snapshots.
import type { DocumentData, Json } from '@homeward/document-definitions';

export function getAt(data: Json | undefined, path: string): Json | undefined {
  let current: Json | undefined = data;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = Array.isArray(current) ? current[Number(part)] : current[part];
  }
  return current;
}

function setIn(node: Json | undefined, parts: string[], value: Json): Json {
  const [head, ...rest] = parts;
  if (head === undefined) return value;
  if (Array.isArray(node)) {
    const copy = [...node];
    copy[Number(head)] = setIn(copy[Number(head)], rest, value);
    return copy;
  }
  const base = node !== null && typeof node === 'object' ? node : {};
  return { ...base, [head]: setIn(base[head], rest, value) };
}

export function setAt(data: DocumentData, path: string, value: Json): DocumentData {
  return setIn(data, path.split('.'), value) as DocumentData;
}

/** A path inside a repeating group's item: `buyers` + 1 + `name` -> `buyers.1.name`. */
export const itemPath = (group: string, index: number, field: string) => `${group}.${index}.${field}`;
