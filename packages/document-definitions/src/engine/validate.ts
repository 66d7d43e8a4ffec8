// Validating a draft against its schema (types, enumerations) and its definition (lengths, ranges, masks, dates not
// before today). Only visible fields are checked: hidden ones are cleared by `applyRules`, which the service runs
// first. A draft is partial, so nothing is required here; `finalizeProblems` adds what finishing needs.
import { deadlineOrderProblems } from '../deadlines/order';
import { LIMITS } from '../definitions/shared';
import { offerLetterDataSchema, purchaseAgreementDataSchema, type PurchaseAgreementData } from '../schemas';
import type { DateElement, DocumentData, DocumentDefinition, InputElement, Json } from '../types';
import { usDateToIso, isTwelveHourTime } from './dates';
import { holds } from './evaluate';
import { fieldStates, type FieldState } from './fields';
import { getPath, isEmpty } from './paths';

export interface FieldProblem {
  /** Concrete path (`buyers.0.phone`); '' for the document as a whole. */
  path: string;
  message: string;
}

export type Validation = { ok: true; data: DocumentData } | { ok: false; problems: FieldProblem[] };

export interface ValidateOptions {
  /**
   * The draft as saved before this change. A date equal to the saved one is not re-checked against today: a draft
   * whose closing date has since passed can still be autosaved; the buyer is asked to change it when they touch it.
   */
  previous?: DocumentData;
}

export const VALIDATION_MESSAGES = {
  paymentsOverPrice: 'The earnest money and the loan together cannot be more than the purchase price.',
  tooLong: (max: number) => `Must be at most ${max} characters`,
  email: 'Enter a valid e-mail address',
  phone: 'Enter a phone number as (000) 000-0000',
  time: 'Enter a time as hh:mm',
  dateFormat: 'Enter a date as MM/DD/YYYY',
  pastDate: 'The date cannot be before today',
  range: (min: number, max: number) => `Must be between ${min} and ${max}`,
  wholeDays: 'Enter a whole number of days',
  option: 'Choose one of the options',
  tooMany: (max: number) => `At most ${max} can be added`,
  required: 'Required',
  expectedType: (what: string) => `Must be ${what}`,
} as const;

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

const maskPattern = (mask: string) =>
  new RegExp(
    `^${[...mask].map((char) => (char === '0' ? '\\d' : char.replace(/[()[\]{}.*+?^$|\\-]/g, '\\$&'))).join('')}$`,
  );

const schemaOf = (def: DocumentDefinition) =>
  def.kind === 'offer_letter' ? offerLetterDataSchema : purchaseAgreementDataSchema;

function textProblem(element: InputElement, value: string, maxLength: number): string | undefined {
  if (value.length > maxLength) return VALIDATION_MESSAGES.tooLong(maxLength);
  if (element.kind === 'text' && element.format === 'email' && !EMAIL.test(value))
    return VALIDATION_MESSAGES.email;
  if (element.kind === 'text' && element.format === 'time12' && !isTwelveHourTime(value))
    return VALIDATION_MESSAGES.time;
  return undefined;
}

/** Whether the date field may hold a date before today. */
export const datePastAllowed = (def: DocumentDefinition, data: DocumentData, element: DateElement): boolean =>
  element.past === 'allowed' ||
  (element.pastAllowedWhen !== undefined && holds(def, data, element.pastAllowedWhen));

function valueProblem(
  state: FieldState,
  value: Json,
  today: string,
  previous: Json | undefined,
  pastAllowed: boolean,
): string | undefined {
  const { element } = state;
  if (state.part === 'other')
    return typeof value === 'string'
      ? textProblem(element, value, LIMITS.longText)
      : VALIDATION_MESSAGES.expectedType('text');
  switch (element.kind) {
    case 'text':
    case 'textarea':
      return typeof value === 'string'
        ? textProblem(element, value, element.maxLength)
        : VALIDATION_MESSAGES.expectedType('text');
    case 'masked_text':
      return typeof value === 'string' && maskPattern(element.mask).test(value)
        ? undefined
        : VALIDATION_MESSAGES.phone;
    case 'number':
      if (typeof value !== 'number') return VALIDATION_MESSAGES.expectedType('a number');
      if (value < element.min || value > element.max)
        return VALIDATION_MESSAGES.range(element.min, element.max);
      return element.unit === 'days' && !Number.isInteger(value) ? VALIDATION_MESSAGES.wholeDays : undefined;
    case 'date': {
      const iso = typeof value === 'string' ? usDateToIso(value) : undefined;
      if (!iso) return VALIDATION_MESSAGES.dateFormat;
      if (pastAllowed) return undefined;
      return iso < today && value !== previous ? VALIDATION_MESSAGES.pastDate : undefined;
    }
    case 'select':
    case 'radio_group':
    case 'radio_cards':
    case 'transfer_tax':
      return element.options.some((option) => option.value === value)
        ? undefined
        : VALIDATION_MESSAGES.option;
    case 'checkbox_group':
      return Array.isArray(value) &&
        value.every((item) => element.options.some((option) => option.value === item))
        ? undefined
        : VALIDATION_MESSAGES.option;
    case 'checkbox':
    case 'dont_know_checkbox':
      return typeof value === 'boolean' ? undefined : VALIDATION_MESSAGES.expectedType('yes or no');
  }
}

/** The problems of the visible fields' values (none for empty ones: a draft is partial). */
function definitionProblems(
  def: DocumentDefinition,
  data: DocumentData,
  today: string,
  options: ValidateOptions,
) {
  const problems: FieldProblem[] = [];
  const states = fieldStates(def, data);
  for (const state of states) {
    const value = getPath(data, state.path);
    if (!state.visible || value === undefined || value === null || value === '') continue;
    const previous = options.previous ? getPath(options.previous, state.path) : undefined;
    const pastAllowed = state.element.kind === 'date' && datePastAllowed(def, data, state.element);
    const message = valueProblem(state, value, today, previous, pastAllowed);
    if (message) problems.push({ path: state.path, message });
  }
  for (const section of def.sections)
    for (const element of section.elements) {
      if (element.kind !== 'repeat') continue;
      const items = getPath(data, element.field);
      if (Array.isArray(items) && items.length > element.maxItems)
        problems.push({ path: element.field, message: VALIDATION_MESSAGES.tooMany(element.maxItems) });
    }
  return problems;
}

/** What the deadlines' order depends on: which deadlines exist (the conditions, the loan the finance condition needs,
 * the Texas option fee and period) and when each falls. */
const ORDER_INPUTS = [
  'acceptance',
  'deadlines',
  'conditions',
  'financing',
  'option_to_terminate_fee',
  'option_period',
  'closing_date',
  'offer_expiration',
] as const;

/**
 * Whether the deadlines' order needs checking: always without a saved draft (finishing), else only when what it
 * depends on changed, so a draft whose order only broke as days passed still autosaves an unrelated edit.
 */
function deadlinesChanged(data: DocumentData, previous: DocumentData | undefined): boolean {
  if (!previous) return true;
  return ORDER_INPUTS.some(
    (key) => JSON.stringify(data[key] ?? null) !== JSON.stringify(previous[key] ?? null),
  );
}

/**
 * Checks a draft: its shape (the schema: types, enumerations; unknown keys are dropped from the returned data) and
 * the definition's bounds for every visible field. `today` is `YYYY-MM-DD`.
 */
export function validateDraft(
  def: DocumentDefinition,
  data: unknown,
  today: string,
  options: ValidateOptions = {},
): Validation {
  const parsed = schemaOf(def).safeParse(data);
  if (!parsed.success)
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    };
  const clean = parsed.data as DocumentData;
  const problems = definitionProblems(def, clean, today, options);
  if (def.kind === 'purchase_agreement' && deadlinesChanged(clean, options.previous))
    for (const problem of deadlineOrderProblems(clean as PurchaseAgreementData, today))
      if (!problems.some((each) => each.path === problem.path)) problems.push(problem);
  if (def.kind === 'purchase_agreement')
    for (const problem of paymentProblems(clean as PurchaseAgreementData))
      if (!problems.some((each) => each.path === problem.path)) problems.push(problem);
  return problems.length ? { ok: false, problems } : { ok: true, data: clean };
}

/** The price is paid by the earnest money, the loan and cash at settlement: the first two cannot exceed it (the
 * agreement's payment table would not add up). On the loan's field, or the earnest money's when it alone is more. */
function paymentProblems(data: PurchaseAgreementData): FieldProblem[] {
  const price = data.property?.price;
  if (typeof price !== 'number') return [];
  const deposit = typeof data.deposit?.amount === 'number' ? data.deposit.amount : 0;
  const loanPath =
    typeof data.financing?.amount === 'number' ? 'financing.amount' : 'loan.required_financing_amount';
  const loanValue = data.financing?.required === true ? getPath(data, loanPath) : undefined;
  const loan = typeof loanValue === 'number' ? loanValue : 0;
  if (deposit + loan <= price) return [];
  return [
    {
      path: deposit > price || loan === 0 ? 'deposit.amount' : loanPath,
      message: VALIDATION_MESSAGES.paymentsOverPrice,
    },
  ];
}

/** The visible, enabled, required fields that are still empty (`inModal`: only the modal's, or only the form's). */
export function missingFields(
  def: DocumentDefinition,
  data: DocumentData,
  scope: { inModal?: boolean } = {},
) {
  return fieldStates(def, data).filter(
    (state) =>
      state.visible &&
      !state.disabled &&
      !state.element.optional &&
      (scope.inModal === undefined || state.inModal === scope.inModal) &&
      isEmpty(getPath(data, state.path)),
  );
}

/**
 * What stops a document from being finalized: the draft's problems, and the offer expiration modal's fields (date,
 * time, AM/PM), which the spec requires. The rest of the form may stay partly empty (the spec sets no other rule).
 */
export function finalizeProblems(def: DocumentDefinition, data: unknown, today: string): FieldProblem[] {
  const draft = validateDraft(def, data, today);
  if (!draft.ok) return draft.problems;
  return missingFields(def, draft.data, { inModal: true }).map((state) => ({
    path: state.path,
    message: VALIDATION_MESSAGES.required,
  }));
}
