import { isBoilerplateText, isDefinition } from './boilerplate';
import {
  hasActionCue,
  hasDefectCue,
  hasLimitationCue,
  hasPositiveCue,
  hasStrongAction,
  saysNotInspected,
  withoutNegations,
} from './cues';
import type { Mark } from './line-kinds';
import { joinLines } from './text';
import type { CategoryKind } from './vocabulary';

// What the paragraphs under one report item amount to: findings (with the category they carry), sentences in
// which the inspector says something works, or nothing (descriptions, context, boilerplate).

/** A paragraph of the report as the structure parser collected it. */
export interface Paragraph {
  /** Which category line this paragraph follows; paragraphs sharing one share a rating, not a tier. */
  categoryLine?: number;
  title?: string;
  category?: CategoryKind;
  lines: string[];
  page: number;
  limitation: boolean;
}

export type Verdict =
  | { kind: 'finding'; paragraph: Paragraph; category: CategoryKind | undefined }
  | { kind: 'positive'; text: string };

/** The most severe rating of an item decides its category. */
const RATING_ORDER: Mark[] = ['S', 'D', 'RR', 'MM'];
const DEFICIENT_MARKS: Partial<Record<Mark, CategoryKind>> = {
  S: 'safety',
  D: 'defect',
  RR: 'defect',
  MM: 'maintenance',
};

/** `titled`: findings with their own title line; `notes`: loose paragraphs; `marks`: the item's checkboxes. */
export function judgeItem(titled: Paragraph[], notes: Paragraph[], marks: Mark[]): Verdict[] {
  const out: Verdict[] = [];
  const finding = (paragraph: Paragraph, category: CategoryKind | undefined) =>
    out.push({ kind: 'finding', paragraph, category });
  const fromMarks = RATING_ORDER.map((m) => (marks.includes(m) ? DEFICIENT_MARKS[m] : undefined)).find(
    Boolean,
  );
  // NI beside I means partly inspected: its note is the limitation.
  const notInspected = marks.includes('NI');
  for (const p of titled) finding(p, p.category ?? fromMarks);
  const kept = notes.filter((n) => !isBoilerplateText(joinLines(n.lines)) && !isDefinition(n.lines[0] ?? ''));
  const defects = kept.filter((n) => hasDefectCue(joinLines(n.lines)));
  for (const n of kept) {
    const text = joinLines(n.lines);
    // Beside titled findings, loose paragraphs are the inspector's context (opinions, descriptions)...
    if (titled.length && !n.limitation) {
      // ...except a plain statement that part of it was not inspected (OCR may also have lost an item heading).
      if (saysNotInspected(text)) finding(n, 'info');
      continue;
    }
    if (n.limitation || notInspected || n.category === 'info') {
      if (hasLimitationCue(text)) finding(n, 'info');
      continue;
    }
    const rating = n.category ?? fromMarks;
    // A rating belongs to the item (or the category line): when several comments share it, it describes the
    // worst of them, so each comment is tiered on its own words.
    const sharing = defects.filter((d) => (n.category ? d.categoryLine === n.categoryLine : !d.category));
    if (rating && (hasDefectCue(text) || kept.length === 1))
      finding(n, sharing.length > 1 ? undefined : rating);
    else if ((hasDefectCue(text) && hasActionCue(text)) || hasStrongAction(text)) finding(n, undefined);
    else if (hasPositiveCue(text) && !hasDefectCue(withoutNegations(text)) && !marks.includes('NP')) {
      out.push({ kind: 'positive', text });
    }
  }
  return out;
}
