import type { Knex } from '@homeward/kit';

/** Runs `effect` once the outermost transaction around `trx` has committed; never when it rolls back. */
export function afterCommit(trx: Knex.Transaction, effect: () => void): void {
  let outermost = trx;
  while (outermost.parentTransaction) outermost = outermost.parentTransaction;
  outermost.executionPromise.then(effect, () => undefined);
}
