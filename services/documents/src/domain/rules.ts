// A document's rules, all from its one definition in @homeward/document-definitions: forced values and hidden-field clearing,
// the draft's bounds, what completing it needs, a new draft's prefill, and the filled form as text.
import {
  applyRules,
  definitionOf,
  displayValue,
  fieldStates,
  finalizeProblems,
  getPath,
  initialData,
  offerLetterText,
  validateDraft,
  type FieldProblem,
  type PropertyAddressPart,
} from '@homeward/document-definitions';
import type { DocumentData, DocumentKind } from './document';
import { InvalidDocumentDataError } from './errors';
import { prefillSource, type BuyerProfile, type PropertyFacts } from './prefill';

export interface RulesOutcome {
  /** The data with forced values set, the property's address kept and the values of hidden fields dropped. */
  data: DocumentData;
  /** Concrete dotted paths of the fields the rules hide for this data. */
  hiddenFields: string[];
  /** Concrete dotted paths of the fields shown disabled (forced, from the property, under 'I don't know yet'). */
  disabledFields: string[];
  /** Concrete dotted paths of the fields whose value a rule forces (FHA/VA forces the finance contingency). */
  forcedFields: string[];
}

const ADDRESS_PARTS: readonly PropertyAddressPart[] = ['street', 'city', 'zip_code', 'state'];

/** The property's address parts as the draft holds them since its prefill: the editor cannot change them. */
function propertyAddressOf(saved: DocumentData): Partial<Record<PropertyAddressPart, string | null>> {
  return Object.fromEntries(
    ADDRESS_PARTS.map((part) => {
      const value = getPath(saved, `property.address.${part}`);
      return [part, typeof value === 'string' ? value : null];
    }),
  );
}

/** The rules applied to `data`; `saved` is the draft as stored before this change (absent for stored data itself). */
export function ruled(kind: DocumentKind, data: DocumentData, saved?: DocumentData): RulesOutcome {
  const def = definitionOf(kind);
  const result = applyRules(
    def,
    data,
    saved ? { previous: saved, propertyAddress: propertyAddressOf(saved) } : {},
  );
  const forcedFields = fieldStates(def, result.data)
    .filter((state) => state.visible && state.forced !== undefined)
    .map((state) => state.path);
  return { ...result, forcedFields: [...new Set(forcedFields)] };
}

const violationsOf = (problems: FieldProblem[]): Record<string, string> => {
  const violations: Record<string, string> = {};
  for (const problem of problems) violations[problem.path || 'data_json'] ??= problem.message;
  return violations;
};

/**
 * What an autosave stores: the data after the rules, checked against the definition's bounds (types, enumerations,
 * lengths, dates not before `today`), unknown keys dropped. InvalidDocumentDataError names each bad path.
 */
export function checkedDraft(
  kind: DocumentKind,
  incoming: DocumentData,
  saved: DocumentData,
  today: string,
): RulesOutcome {
  const outcome = ruled(kind, incoming, saved);
  const validation = validateDraft(definitionOf(kind), outcome.data, today, { previous: saved });
  if (!validation.ok) throw new InvalidDocumentDataError(violationsOf(validation.problems));
  return { ...outcome, data: validation.data };
}

/** A completed document's data has passed the draft's checks and answers the finalize modal (offer expiration). */
export function checkFinalized(kind: DocumentKind, data: DocumentData, today: string): void {
  const problems = finalizeProblems(definitionOf(kind), data, today);
  if (problems.length > 0) throw new InvalidDocumentDataError(violationsOf(problems));
}

/** A new draft: the definition's defaults, the property's facts and the buyer's details, rules applied. */
export function newDraftData(kind: DocumentKind, property: PropertyFacts, buyer: BuyerProfile): DocumentData {
  return initialData(definitionOf(kind), prefillSource(property, buyer));
}

/** The filled form as plain text: sections in order, a `Label: value` line per shown, answered field. */
export function filledFormText(kind: DocumentKind, data: DocumentData): string {
  const def = definitionOf(kind);
  const states = fieldStates(def, data).filter((state) => state.visible);
  const blocks = def.sections.flatMap((section) => {
    const lines = states
      .filter((state) => state.sectionKey === section.key)
      .flatMap((state) => {
        const value = displayValue(def, data, state.path);
        if (value === undefined) return [];
        const label = state.part === 'other' ? `${state.element.label} (other)` : state.element.label;
        const item = state.repeat ? ` ${state.repeat.index + 1}` : '';
        return [`  ${label}${item}: ${value}`];
      });
    return lines.length > 0 ? [`${section.title}\n${lines.join('\n')}`] : [];
  });
  // The offer letter's preview says what its PDF says: it binds no one, and its expiry is on a named clock.
  return kind === 'offer_letter' ? offerLetterText(blocks.join('\n\n'), data) : blocks.join('\n\n');
}
