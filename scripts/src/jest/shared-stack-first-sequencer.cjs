// @ts-check
// Jest's order, with one change: the e2e files on the run's shared stack go before those that start a stack of their
// own. The shared stack (scripts/e2e/support/shared-stack.ts) stops once all its files have signed off, and an idle
// stack still costs a third of a core; run last, its files would keep it alive beside every other stack of the run.
const fs = require('node:fs');
const Sequencer = require('@jest/test-sequencer').default;

// The same test as sharedStackUserCount in scripts/e2e/support/shared-stack.ts (jest loads this file untransformed,
// so it is plain JS and cannot import that one).
const SHARED_STACK_CALL = 'sharedTestStack(';

/** @param {string} file */
function usesSharedStack(file) {
  return file.endsWith('.e2e.test.ts') && fs.readFileSync(file, 'utf8').includes(SHARED_STACK_CALL);
}

class SharedStackFirstSequencer extends Sequencer {
  /** @param {import('@jest/test-result').Test[]} tests */
  async sort(tests) {
    const ordered = await super.sort(tests);
    const shared = ordered.filter((test) => usesSharedStack(test.path));
    return [...shared, ...ordered.filter((test) => !shared.includes(test))];
  }
}

module.exports = SharedStackFirstSequencer;
