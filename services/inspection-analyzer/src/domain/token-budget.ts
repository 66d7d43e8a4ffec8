// What an engine call may spend. The OpenAI engine holds a call's worst case (prompt estimate + the answer's token
// limit) before sending it and settles it to the tokens the provider reported after; a hold the budget cannot take
// refuses the call before anything is sent. The application implements the port over the database, so a budget
// holds across replicas and restarts.

/** Tokens of one answer as the provider reported them, and what they cost by the configured price table. */
export interface TokenUsage {
  tokens: number;
  costUsd: number;
}

export interface TokenHold {
  /** The call answered: the hold becomes what it really used (more or less than held). */
  settle(usage: TokenUsage): Promise<void>;
  /** The call failed without an answer (nothing is billed for it): the hold is given back. */
  release(): Promise<void>;
}

export interface TokenBudget {
  /** Takes `tokens` from every budget this call counts against, or throws TokenBudgetExceededError. */
  hold(tokens: number): Promise<TokenHold>;
}

/** `report`: the report's own budget (its analysis runs, retries included); `user_day`: the owner's UTC day. */
export type BudgetScope = 'report' | 'user_day';

export const BUDGET_MESSAGES = {
  report:
    'This report used up its analysis budget before the analysis finished, so it was stopped. Very long reports ' +
    'can exceed it; please contact support.',
  user_day: "You have reached today's analysis limit; try again tomorrow.",
} as const satisfies Record<BudgetScope, string>;

export class TokenBudgetExceededError extends Error {
  constructor(readonly scope: BudgetScope) {
    super(BUDGET_MESSAGES[scope]);
    this.name = 'TokenBudgetExceededError';
  }
}

/**
 * A TokenBudgetExceededError, also one rebuilt on the far side of a worker thread (where `instanceof` no longer
 * holds): its scope, else undefined.
 */
export function exceededScope(error: unknown): BudgetScope | undefined {
  if (error instanceof TokenBudgetExceededError) return error.scope;
  if (typeof error !== 'object' || error === null) return undefined;
  const { name, scope } = error as { name?: unknown; scope?: unknown };
  return name === 'TokenBudgetExceededError' && (scope === 'report' || scope === 'user_day')
    ? scope
    : undefined;
}

/** The UTC day a budget counts on, as `YYYY-MM-DD`. */
export function budgetDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Whole seconds until the next UTC day starts, when today's budget is back. */
export function secondsUntilNextDay(now: Date): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}
