// The token budgets of the OpenAI engine over the database: per report (every analysis run of it, retries
// included) and per user per UTC day (analyses and explanations). A call holds its worst case in one transaction
// that takes the report's row and then the user's day row (always in that order, so holds never deadlock), each
// with an `update ... where tokens_used + n <= limit`: concurrent calls of one user on any replica queue on the row
// and cannot add up past a limit. The hold is settled to the provider's reported usage after the answer.
import type { Knex } from '@homeward/kit';
import {
  budgetDay,
  TokenBudgetExceededError,
  type TokenBudget,
  type TokenHold,
  type TokenUsage,
} from '../domain/token-budget';
import { openAiMetrics } from '../metrics';
import { adjustReport, chargeReport, findReportBudget } from '../store/report-budgets';
import { adjustUserDay, chargeUserDay, findUserDayTokens } from '../store/user-daily-budgets';

export interface BudgetLimits {
  /** OPENAI_TOKEN_BUDGET_PER_REPORT */
  perReport: number;
  /** OPENAI_TOKEN_BUDGET_PER_USER_PER_DAY */
  perUserPerDay: number;
}

/** A budget for one analysis run or one explanation, which also adds up what that run used, for the metrics. */
export interface MeteredBudget extends TokenBudget {
  spent(): TokenUsage & { calls: number };
  /** The run is over (whatever its outcome): what it spent goes to the per-report histograms, if it called at all. */
  finish(): void;
}

export class TokenBudgets {
  private readonly now: () => Date;

  constructor(
    private readonly deps: {
      db: Knex;
      limits: BudgetLimits;
      /** OPENAI_MODEL, the histograms' label. */
      model: string;
      now?: () => Date;
    },
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  /** One analysis run of a report: counts against the report's budget and its owner's day. */
  forAnalysis(userId: string, inspectionId: string): MeteredBudget {
    return this.metered('analysis', userId, inspectionId);
  }

  /** One issue explanation: counts against the owner's day (explanations are bounded by the report's issues). */
  forExplain(userId: string): MeteredBudget {
    return this.metered('explain', userId, undefined);
  }

  /** Whether the user has nothing left today; an analysis queued now would be refused at its first call. */
  async userDayExhausted(userId: string): Promise<boolean> {
    const used = await findUserDayTokens(this.deps.db, userId, budgetDay(this.now()));
    return used >= this.deps.limits.perUserPerDay;
  }

  /** Whether the report's analysis runs used all of its budget; another run could not finish. */
  async reportExhausted(userId: string, inspectionId: string): Promise<boolean> {
    const { tokensUsed } = await findReportBudget(this.deps.db, userId, inspectionId);
    return tokensUsed >= this.deps.limits.perReport;
  }

  private metered(
    operation: 'analysis' | 'explain',
    userId: string,
    inspectionId: string | undefined,
  ): MeteredBudget {
    const { db, limits, model } = this.deps;
    const total = { tokens: 0, costUsd: 0, calls: 0 };
    let finished = false;
    return {
      spent: () => ({ ...total }),
      finish: () => {
        if (finished || total.calls === 0) return;
        finished = true;
        openAiMetrics.reportTokens.observe({ model, operation }, total.tokens);
        openAiMetrics.reportCostUsd.observe({ model, operation }, total.costUsd);
      },
      hold: async (tokens: number): Promise<TokenHold> => {
        const day = budgetDay(this.now());
        try {
          // The report first: when both would refuse, the buyer reads the reason that another day does not lift.
          await db.transaction(async (trx) => {
            if (inspectionId && !(await chargeReport(trx, userId, inspectionId, tokens, limits.perReport))) {
              throw new TokenBudgetExceededError('report');
            }
            if (!(await chargeUserDay(trx, userId, day, tokens, limits.perUserPerDay))) {
              throw new TokenBudgetExceededError('user_day');
            }
          });
        } catch (error) {
          if (error instanceof TokenBudgetExceededError) {
            openAiMetrics.budgetRefusals.inc({ scope: error.scope, operation });
          }
          throw error;
        }
        const adjust = async (delta: number, costUsd: number) => {
          await adjustUserDay(db, userId, day, delta, costUsd);
          if (inspectionId) await adjustReport(db, userId, inspectionId, delta, costUsd);
        };
        let open = true;
        return {
          settle: async (usage) => {
            if (!open) return;
            open = false;
            total.tokens += usage.tokens;
            total.costUsd += usage.costUsd;
            total.calls += 1;
            await adjust(usage.tokens - tokens, usage.costUsd);
          },
          release: async () => {
            if (!open) return;
            open = false;
            await adjust(-tokens, 0);
          },
        };
      },
    };
  }
}
