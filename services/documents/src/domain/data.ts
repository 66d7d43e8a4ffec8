// The form data as it arrives from the editor (a JSON string) and the few facts the service itself reads from it.
import { getPath, type Json } from '@homeward/document-definitions';
import type { DocumentData } from './document';
import { InvalidDocumentDataError } from './errors';

/** A draft's data is small form input; anything near this is not a form. */
export const MAX_DATA_JSON_LENGTH = 256 * 1024;

/** The data of an autosave, or InvalidDocumentDataError naming `data_json`. */
export function parseDocumentData(json: string): DocumentData {
  const refuse = (message: string) => new InvalidDocumentDataError({ data_json: message });
  if (json.length > MAX_DATA_JSON_LENGTH) throw refuse('The document data is too large');
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw refuse('The document data must be JSON');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    throw refuse('The document data must be a JSON object');
  return parsed as DocumentData;
}

/** `350000`, `'350000'`, `'$350,000.50'` -> the amount; anything else (empty, words, negative) -> null. */
export function amountOf(value: Json | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  if (typeof value !== 'string') return null;
  const compact = value.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d+)?$/.test(compact)) return null;
  return Number(compact);
}

/** The offer price (offer letter) or purchase price (agreement): both live at `property.price`. */
export const priceOf = (data: DocumentData): number | null => amountOf(getPath(data, 'property.price'));
