import { TestEnvironment } from 'jest-environment-node';

/**
 * Ends a jest worker process with `process.exit` once its event loop is empty, instead of letting Node's own exit
 * path run.
 *
 * Why: jest ends a worker by removing its IPC listener and waits 500 ms for the process to go before it kills it
 * and prints "A worker process has failed to exit gracefully". The loop of our workers is empty at that moment (no
 * socket, timer or child process left; checked per worker at jest's end message). What takes the time is Node's
 * natural exit itself: it disposes the V8 heap page by page (strace shows a stream of munmap/madvise calls), and a
 * worker that ran dozens of files holds about a gigabyte, so on a loaded machine that alone passed 500 ms. Exiting
 * from `beforeExit` runs the 'exit' listeners as usual and leaves the memory to the kernel, which frees it at once.
 *
 * Only in a jest worker (forked with IPC, `JEST_WORKER_ID` set): while the worker takes files its IPC channel keeps
 * the loop alive, so `beforeExit` comes only after jest's end message. A run in band ends as Node ends it.
 */
function exitPromptlyWhenIdle(): boolean {
  if (typeof process.send !== 'function' || !process.env.JEST_WORKER_ID) return false;
  process.once('beforeExit', () => process.exit());
  return true;
}

const installedKey = Symbol.for('homeward.testing.exitPromptlyWhenIdle');
const holder = globalThis as { [installedKey]?: boolean };
// Once per worker process, however many environments jest loads in it.
if (!holder[installedKey]) holder[installedKey] = exitPromptlyWhenIdle();

/** jest's node environment, in a worker that exits promptly (above). Every project's environment is this or extends it. */
export default class NodeTestEnvironment extends TestEnvironment {}
