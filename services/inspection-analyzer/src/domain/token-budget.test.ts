import {
  BUDGET_MESSAGES,
  budgetDay,
  exceededScope,
  secondsUntilNextDay,
  TokenBudgetExceededError,
} from './token-budget';

describe('token budgets', () => {
  it('count on the UTC day, and come back at the next UTC midnight', () => {
    const lateEvening = new Date('2026-11-28T23:59:30.000Z');
    expect(budgetDay(lateEvening)).toBe('2026-11-28');
    expect(secondsUntilNextDay(lateEvening)).toBe(30);
    expect(secondsUntilNextDay(new Date('2026-11-28T00:00:00.000Z'))).toBe(24 * 3600);
    expect(secondsUntilNextDay(new Date('2026-12-31T23:59:59.900Z'))).toBe(1);
  });

  it('refuse in words the buyer reads, and are recognised across a worker thread by name', () => {
    expect(new TokenBudgetExceededError('user_day').message).toBe(
      "You have reached today's analysis limit; try again tomorrow.",
    );
    expect(new TokenBudgetExceededError('report').message).toBe(BUDGET_MESSAGES.report);
    expect(exceededScope(new TokenBudgetExceededError('report'))).toBe('report');
    expect(exceededScope({ name: 'TokenBudgetExceededError', scope: 'user_day' })).toBe('user_day');
    expect(exceededScope({ name: 'TokenBudgetExceededError', scope: 'forever' })).toBeUndefined();
    expect(exceededScope(new Error('boom'))).toBeUndefined();
  });
});
