// The document rules read from the one definition per kind in @homeward/documents.
import {
  definitionOf,
  type DocumentKind as DefinitionKind,
  type Element,
  type InputElement,
  type Json as DefinitionJson,
} from '@homeward/documents';
import { valueAt, type DocumentData, type DocumentKind, type Json } from './document';
import type { DocumentRules, RulesOutcome, Violations } from './rules';

const REQUIRED = 'This field is required';

const isInput = (element: Element): element is InputElement =>
  'field' in element && element.kind !== 'repeat';

const isEmpty = (value: Json | DefinitionJson | undefined): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** The fields of the finalize modal (the offer expiration): a completed document has answered every one. */
function finalizeFields(kind: DocumentKind): InputElement[] {
  return definitionOf(kind as DefinitionKind).sections.flatMap((section) =>
    section.elements.flatMap((element) =>
      element.kind === 'modal' && element.opensOn === 'finalize' ? [...element.elements] : [],
    ),
  );
}

function displayValue(value: Json | undefined): string | undefined {
  if (isEmpty(value)) return undefined;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map((item) => displayValue(item) ?? '').join(', ');
  if (typeof value === 'object') return undefined;
  return String(value);
}

function elementLines(element: Element, data: DocumentData, prefix = ''): string[] {
  if (element.kind === 'repeat') {
    const items = valueAt(data, element.field);
    if (!Array.isArray(items)) return [];
    return items.flatMap((_item, index) => {
      const lines = element.elements.flatMap((inner) =>
        elementLines(inner, data, `${prefix}${element.field}.${index}.`),
      );
      return lines.length > 0
        ? [`${element.itemTitle} ${index + 1}`, ...lines.map((line) => `  ${line}`)]
        : [];
    });
  }
  if (element.kind === 'modal') return element.elements.flatMap((inner) => elementLines(inner, data, prefix));
  if (!isInput(element)) return [];
  const shown = displayValue(valueAt(data, `${prefix}${element.field}`));
  return shown === undefined ? [] : [`${element.label}: ${shown}`];
}

export const definitionRules: DocumentRules = {
  apply(_kind, data): RulesOutcome {
    return { data, hiddenFields: [], forcedFields: [] };
  },

  draftViolations(): Violations {
    return {};
  },

  completionViolations(kind, data): Violations {
    const violations: Violations = {};
    for (const element of finalizeFields(kind)) {
      if (!element.optional && isEmpty(valueAt(data, element.field))) violations[element.field] = REQUIRED;
    }
    return violations;
  },

  withDefaults(_kind, data) {
    return data;
  },

  filledFormText(kind, data) {
    return definitionOf(kind as DefinitionKind)
      .sections.flatMap((section) => {
        const lines = section.elements.flatMap((element) => elementLines(element, data));
        return lines.length > 0 ? [section.title, ...lines.map((line) => `  ${line}`), ''] : [];
      })
      .join('\n')
      .trimEnd();
  },
};
