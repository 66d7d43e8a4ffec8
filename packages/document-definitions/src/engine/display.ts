// How a field's value reads in a document (the PDF and the preview's 'Pre-filled information only' tab): option
// labels, dollars, and 'Not Available' for what the buyer marked 'I don't know yet'.
import { labelOf } from '../enumerations';
import type { Party } from '../schemas';
import type { DocumentData, DocumentDefinition, InputElement, Json } from '../types';
import { fieldStates, repeatStates } from './fields';
import { getPath, isEmpty } from './paths';

export const NOT_AVAILABLE = 'Not Available';

/** US dollars, no decimals unless fractional: `$450,000`, `$1,234.50`. */
export function formatUsd(amount: number): string {
  const fractional = !Number.isInteger(amount);
  return amount.toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: fractional ? 2 : 0,
    maximumFractionDigits: fractional ? 2 : 0,
  });
}

function formatNumber(value: number, element: InputElement): string {
  const unit = element.kind === 'number' ? element.unit : undefined;
  if (unit === 'usd') return formatUsd(value);
  if (unit === 'percent') return `${value}%`;
  if (unit !== 'days') return String(value);
  const days = `${value} ${value === 1 ? 'day' : 'days'}`;
  return element.kind === 'number' && element.counted === 'after_acceptance'
    ? `${days} after Acceptance`
    : days;
}

/**
 * The text a document shows for the field at `path` (a concrete path): undefined when it is empty or not a field of
 * the definition, 'Not Available' when it is disabled by a checked 'I don't know yet'.
 */
export function displayValue(def: DocumentDefinition, data: DocumentData, path: string): string | undefined {
  const state = fieldStates(def, data).find((candidate) => candidate.path === path);
  if (!state) return undefined;
  if (state.notAvailable) return NOT_AVAILABLE;
  const value: Json | undefined = getPath(data, path);
  if (isEmpty(value)) return undefined;
  const { element } = state;
  if (typeof value === 'number') return formatNumber(value, element);
  if ('options' in element && state.part === 'value') {
    if (Array.isArray(value))
      return value.map((item) => labelOf(element.options, item as string | boolean)).join(', ');
    return labelOf(element.options, value as string | boolean);
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/**
 * The buyers or sellers as a document lists them: the filled items of the repeating group at `field`, or 'Not
 * Available' while 'I don't know yet' is checked for them.
 */
export function partiesForDocument(
  def: DocumentDefinition,
  data: DocumentData,
  field: string,
): Party[] | typeof NOT_AVAILABLE {
  const repeat = repeatStates(def, data).find((candidate) => candidate.field === field);
  if (!repeat) throw new Error(`${def.name} has no repeating group at ${field}`);
  if (repeat.disabled) return NOT_AVAILABLE;
  const items = getPath(data, field);
  return (Array.isArray(items) ? items : [])
    .filter(
      (item): item is { [key: string]: Json } =>
        item !== null && typeof item === 'object' && !Array.isArray(item),
    )
    .filter((item) => Object.values(item).some((value) => !isEmpty(value)))
    .map((item) => item as Party);
}

export interface FilledEntry {
  sectionKey: string;
  sectionTitle: string;
  path: string;
  /** The field's label, after its item title inside a repeating group ('Buyer 2 · E-mail'). */
  label: string;
  value: string;
}

/**
 * Every answered, visible field as label and text, in the form's order (the preview's 'Pre-filled information only'
 * tab); fields under a checked 'I don't know yet' read 'Not Available'.
 */
export function filledEntries(def: DocumentDefinition, data: DocumentData): FilledEntry[] {
  const titles = new Map(def.sections.map((section) => [section.key, section.title]));
  const itemTitles = new Map(repeatStates(def, data).map((group) => [group.field, group.element.itemTitle]));
  return fieldStates(def, data).flatMap((state) => {
    // 'Not Available' once per group (its first item), not for every field of every seller.
    if (!state.visible || (state.notAvailable && state.repeat && state.repeat.index > 0)) return [];
    const value = displayValue(def, data, state.path);
    if (value === undefined) return [];
    const label = state.part === 'other' ? `${state.element.label}: other` : state.element.label;
    const item = state.repeat ? `${itemTitles.get(state.repeat.field)} ${state.repeat.index + 1} · ` : '';
    return [
      {
        sectionKey: state.sectionKey,
        sectionTitle: titles.get(state.sectionKey)!,
        path: state.path,
        label: item + label,
        value,
      },
    ];
  });
}
