import type { Knex } from 'knex';

/**
 * Runs `effect` once the outermost transaction around `trx` has committed, and never if it rolls back: counters and
 * wake-ups (the outbox relay, the e-mail dispatcher) must not report work that a retry will do again.
 */
export function afterCommit(trx: Knex.Transaction, effect: () => void): void {
  let outermost = trx;
  while (outermost.parentTransaction) outermost = outermost.parentTransaction;
  outermost.executionPromise.then(effect, () => undefined);
}
