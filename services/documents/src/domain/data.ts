// The form data as it arrives from the editor (a JSON string) and the few facts the service itself reads from it.
import { valueAt, type DocumentData, type Json } from './document';
import { InvalidDocumentDataError } from './errors';
import { PROPERTY_ADDRESS_PATHS } from './prefill';

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

/** A copy of `data` with `value` at the dotted `path`, creating the objects on the way. */
export function withValueAt(data: DocumentData, path: string, value: Json | undefined): DocumentData {
  const [head, ...rest] = path.split('.') as [string, ...string[]];
  const copy: DocumentData = { ...data };
  if (rest.length === 0) {
    if (value === undefined) delete copy[head];
    else copy[head] = value;
    return copy;
  }
  const child = copy[head];
  const childObject = child !== null && typeof child === 'object' && !Array.isArray(child) ? child : {};
  copy[head] = withValueAt(childObject, rest.join('.'), value);
  return copy;
}

/**
 * The incoming data with the property's address parts as the draft already holds them: those fields are disabled in
 * the editor, so a client that sends other values does not get to change the property's address.
 */
export function keepPropertyAddress(stored: DocumentData, incoming: DocumentData): DocumentData {
  return PROPERTY_ADDRESS_PATHS.reduce(
    (data, path) => withValueAt(data, path, valueAt(stored, path)),
    incoming,
  );
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
export const priceOf = (data: DocumentData): number | null => amountOf(valueAt(data, 'property.price'));
