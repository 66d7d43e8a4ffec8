// The autosave's answer is the draft as the server stored it: it may have forced values or dropped some (its rules,
// its validation of hidden fields). The editor takes that answer as its data, keeping only what the buyer changed
// while the save was on its way, so the form shows what the server holds without losing a keystroke.
import type { DocumentData, Json } from '@homeward/document-definitions';

const same = (a: Json | undefined, b: Json | undefined) => JSON.stringify(a) === JSON.stringify(b);

const isObject = (value: Json | undefined): value is { [key: string]: Json | undefined } =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * `stored` with the buyer's edits since `sent` (the value `latest` differs from `sent` in) laid over it, leaf by leaf.
 * Arrays (buyers, sellers, checkbox groups) merge item by item while their length is unchanged; one that grew or
 * shrank since sending is the buyer's edit and taken whole.
 */
function mergeValue(
  sent: Json | undefined,
  stored: Json | undefined,
  latest: Json | undefined,
): Json | undefined {
  if (same(sent, latest)) return stored;
  if (isObject(sent) && isObject(latest) && isObject(stored)) {
    const merged: { [key: string]: Json | undefined } = { ...stored };
    for (const key of new Set([...Object.keys(sent), ...Object.keys(latest)])) {
      const value = mergeValue(sent[key], stored[key], latest[key]);
      if (value === undefined) delete merged[key];
      else merged[key] = value;
    }
    return merged;
  }
  if (
    Array.isArray(sent) &&
    Array.isArray(latest) &&
    Array.isArray(stored) &&
    sent.length === latest.length &&
    stored.length === latest.length
  ) {
    return latest.map((item, index) => mergeValue(sent[index], stored[index], item) ?? null);
  }
  return latest;
}

/** The editor's data after an autosave answered `stored` for `sent`, while the form now holds `latest`. */
export function mergeServerAnswer(
  sent: DocumentData,
  stored: DocumentData,
  latest: DocumentData,
): DocumentData {
  return (mergeValue(sent, stored, latest) ?? {}) as DocumentData;
}
