// What the service asks of a document's rules (the definitions and rules engine of @homeward/documents), as one port
// so the use cases read the same whichever way the rules are computed.
import type { DocumentData, DocumentKind } from './document';

export interface RulesOutcome {
  /** The data with forced values set and the values of hidden fields dropped. */
  data: DocumentData;
  /** Concrete dotted paths of the fields the rules hide for this data. */
  hiddenFields: string[];
  /** Concrete dotted paths of the fields whose value the rules force (shown disabled). */
  forcedFields: string[];
}

/** Data path -> why its value is refused. Empty when the data passes. */
export type Violations = Record<string, string>;

export interface DocumentRules {
  /** Forced values and hidden-field clearing; pure. */
  apply(kind: DocumentKind, data: DocumentData): RulesOutcome;
  /** What an autosave may not store: values out of bounds, dates before `today` (`YYYY-MM-DD`). */
  draftViolations(kind: DocumentKind, data: DocumentData, today: string): Violations;
  /** What a completed document needs besides: the finalize modal's answers (the offer expiration). */
  completionViolations(kind: DocumentKind, data: DocumentData, today: string): Violations;
  /** A new draft's data: the prefill plus the definition's defaults (e.g. the state's transfer tax payer). */
  withDefaults(kind: DocumentKind, data: DocumentData): DocumentData;
  /** The filled form as plain text: visible sections in order, a `Label: value` line per answered field. */
  filledFormText(kind: DocumentKind, data: DocumentData): string;
}
