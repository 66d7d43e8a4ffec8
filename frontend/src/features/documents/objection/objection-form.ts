// The objection editor's state: one choice per finding of the report (the critical and major ones chosen, as the
// agreement's repair request imports them), the dates, the recipient; and the request it becomes.
import {
  defaultObjectionDates,
  objectionDatesFrom,
  objectionItemOf,
  objectionItemsFrom,
  type ObjectionItem,
  type ObjectionPeriods,
} from '@homeward/document-definitions';
import type { CreateObjectionInput, Objection } from '@api';
import type { InspectionIssue } from '../../home-inspection/home-inspection-contract';

export interface ItemChoice extends ObjectionItem {
  chosen: boolean;
}

export interface ObjectionFormState {
  items: ItemChoice[];
  sent_on: string;
  seller_response_due: string;
  resolution_deadline: string;
  recipient_name: string;
  recipient_email: string;
  note: string;
}

/**
 * Every finding the report lists but the informational notes, in the report's order of importance: the critical and
 * major ones chosen with their estimates; the others offered, not chosen.
 */
export function initialChoices(issues: readonly InspectionIssue[]): ItemChoice[] {
  const requested = objectionItemsFrom(issues).map((item) => ({ ...item, chosen: true }));
  const chosenIds = new Set(requested.map((item) => item.finding_id));
  const others = (['moderate', 'minor'] as const).flatMap((severity) =>
    issues
      .filter((issue) => issue.severity === severity && !chosenIds.has(issue.id))
      .map((issue) => ({ ...objectionItemOf(issue), chosen: false })),
  );
  return [...requested, ...others];
}

/** `periods`: those of the property's completed agreement, when there is one; else the template's. */
export function initialForm(
  issues: readonly InspectionIssue[],
  today: string,
  periods?: ObjectionPeriods,
): ObjectionFormState {
  return {
    items: initialChoices(issues),
    ...defaultObjectionDates(today, periods),
    recipient_name: '',
    recipient_email: '',
    note: '',
  };
}

/**
 * A saved objection opened again in the editor: its items chosen as saved (values and order), then the report's other
 * findings offered, not chosen; its dates, recipient and note.
 */
export function formFromObjection(saved: Objection, issues: readonly InspectionIssue[]): ObjectionFormState {
  const kept: ItemChoice[] = saved.items.map((item) => ({
    finding_id: item.finding_id,
    title: item.title,
    severity: item.severity,
    remedy: item.remedy,
    cost_from: item.cost_from,
    cost_to: item.cost_to,
    credit_amount: item.credit_amount,
    chosen: true,
  }));
  const keptIds = new Set(kept.map((item) => item.finding_id).filter(Boolean));
  const others = initialChoices(issues)
    .filter((choice) => !keptIds.has(choice.finding_id))
    .map((choice) => ({ ...choice, chosen: false }));
  return {
    items: [...kept, ...others],
    sent_on: saved.sent_on,
    seller_response_due: saved.seller_response_due,
    resolution_deadline: saved.resolution_deadline,
    recipient_name: saved.recipient_name,
    recipient_email: saved.recipient_email,
    note: saved.note,
  };
}

/**
 * A new sending day: with the agreement's periods the response and resolution deadlines follow from it (the agreement
 * sets them); without an agreement known here, the buyer sets them.
 */
export function withSentOn(
  state: ObjectionFormState,
  sentOn: string,
  periods: ObjectionPeriods | null,
): ObjectionFormState {
  if (!periods || !/^\d{4}-\d{2}-\d{2}$/.test(sentOn)) return { ...state, sent_on: sentOn };
  return { ...state, ...objectionDatesFrom(sentOn, periods) };
}

/** Switching to a credit asks the estimate's upper end, which the buyer can lower (as the repair request does). */
export function withRemedy(item: ItemChoice, remedy: ItemChoice['remedy']): ItemChoice {
  if (remedy === item.remedy) return item;
  return {
    ...item,
    remedy,
    credit_amount: remedy === 'credit' ? (item.credit_amount ?? item.cost_to) : null,
  };
}

/** What the page can tell before asking the BFF; the rest (dates against today and the agreement) is the server's. */
export function formProblems(state: ObjectionFormState): string[] {
  const chosen = state.items.filter((item) => item.chosen);
  const problems: string[] = [];
  if (chosen.length === 0) problems.push('Choose at least one finding to object to.');
  for (const item of chosen) {
    if (item.remedy === 'credit' && !(item.credit_amount && item.credit_amount > 0))
      problems.push(`Enter the credit you ask for "${item.title}".`);
    if (item.cost_from !== null && item.cost_to !== null && item.cost_from > item.cost_to)
      problems.push(`The low estimate of "${item.title}" is above the high one.`);
  }
  return problems;
}

export function objectionRequest(
  state: ObjectionFormState,
  report: { id: string; file_name: string },
): CreateObjectionInput {
  return {
    inspection_id: report.id,
    inspection_file_name: report.file_name,
    items: state.items
      .filter((item) => item.chosen)
      .map(({ chosen: _chosen, ...item }) => ({
        ...item,
        credit_amount: item.remedy === 'credit' ? item.credit_amount : null,
      })),
    sent_on: state.sent_on,
    seller_response_due: state.seller_response_due,
    resolution_deadline: state.resolution_deadline,
    recipient_name: state.recipient_name.trim(),
    recipient_email: state.recipient_email.trim(),
    note: state.note.trim(),
  };
}

/** The buyer's today, `YYYY-MM-DD`, by the browser's clock and zone. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
