// The preview's 'Pre-filled information only' tab: the answers as the document reads them (option labels, dollars,
// 'Not Available'), labelled as the form labels them, in form order, skipping hidden and empty fields.
import {
  displayValue,
  type DocumentData,
  type DocumentDefinition,
  type FieldState,
} from '@homeward/document-definitions';
import type { PrefilledEntry } from './PreviewModal';

export function prefilledEntries(
  def: DocumentDefinition,
  fields: readonly FieldState[],
  data: DocumentData,
): PrefilledEntry[] {
  const itemTitles = new Map<string, string>();
  for (const section of def.sections)
    for (const element of section.elements)
      if (element.kind === 'repeat') itemTitles.set(element.field, element.itemTitle);
  const seen = new Set<string>();
  return fields.flatMap((field) => {
    if (!field.visible || seen.has(field.path)) return [];
    seen.add(field.path);
    const value = displayValue(def, data, field.path);
    if (value === undefined) return [];
    const label = field.part === 'other' ? `${field.element.label} (other)` : field.element.label;
    const prefix = field.repeat
      ? `${itemTitles.get(field.repeat.field) ?? ''} ${field.repeat.index + 1}: `
      : '';
    return [{ label: `${prefix}${label}`, value }];
  });
}
