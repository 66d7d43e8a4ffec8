// The worker runner on small scripts of our own: what each way a task can end turns into.
import { getEventListeners } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exited, watchThreads } from './test-support/threads';
import { runInWorker, WorkerFailure, workerScriptIn } from './worker-thread';

jest.setTimeout(60_000);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'worker-thread-test-'));
const script = (name: string, body: string) => {
  const file = path.join(dir, `${name}.cjs`);
  fs.writeFileSync(file, `const { parentPort, workerData } = require('node:worker_threads');\n${body}\n`);
  return file;
};
const limits = { timeoutMs: 10_000, maxMemoryMb: 64 };

async function failureOf(promise: Promise<unknown>): Promise<WorkerFailure> {
  const outcome = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!(outcome instanceof WorkerFailure))
    throw new Error(`expected a WorkerFailure, got ${String(outcome)}`);
  return outcome;
}

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('runInWorker', () => {
  it("answers the task's first message", async () => {
    const echo = script('echo', 'parentPort.postMessage({ doubled: workerData.n * 2 });');
    await expect(runInWorker(echo, { n: 21 }, limits)).resolves.toEqual({ doubled: 42 });
  });

  it('stops a task that never answers at its wall clock, while this thread keeps running', async () => {
    const spin = script('spin', 'for (;;) {}');
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 20);
    const started = Date.now();
    const failure = await failureOf(runInWorker(spin, {}, { ...limits, timeoutMs: 1_000 }));
    clearInterval(ticker);
    expect(failure.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(ticks).toBeGreaterThan(10);
  });

  it('stops a task whose heap grows past its cap', async () => {
    const hog = script('hog', 'const kept = []; for (;;) kept.push(new Array(100_000).fill(Math.random()));');
    const failure = await failureOf(runInWorker(hog, {}, { ...limits, maxMemoryMb: 32 }));
    expect(failure.kind).toBe('out_of_memory');
  });

  it('tells a task that threw or exited without answering from the other two', async () => {
    const thrower = script('thrower', "throw new Error('parser bug');");
    expect((await failureOf(runInWorker(thrower, {}, limits))).kind).toBe('crashed');
    const quitter = script('quitter', "process.stderr.write('giving up'); process.exit(3);");
    const failure = await failureOf(runInWorker(quitter, {}, limits));
    expect(failure.kind).toBe('crashed');
    expect(failure.detail).toContain('code 3');
  });
});

describe('runInWorker with an abort signal', () => {
  it("rejects with the signal's reason only once the thread has exited", async () => {
    // Tells the test it runs, then never answers: only the abort can end it before its (long) wall clock.
    const silent = script(
      'silent',
      "new BroadcastChannel('silent-started').postMessage('running'); for (;;) {}",
    );
    const running = new BroadcastChannel('silent-started');
    const controller = new AbortController();
    running.onmessage = () => controller.abort(new Error('service stopping'));
    const threads = watchThreads();
    const outcome = await runInWorker(
      silent,
      {},
      { ...limits, timeoutMs: 600_000 },
      { signal: controller.signal },
    ).then(
      () => 'answered',
      (error: unknown) => ({ error, exitedByThen: threads.started.map(exited) }),
    );
    threads.stop();
    running.close();
    expect(outcome).toEqual({ error: new Error('service stopping'), exitedByThen: [true] });
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });

  it('never starts a thread for a signal already aborted', async () => {
    const echo = script('echo-once', 'parentPort.postMessage({ ran: true });');
    const reason = new Error('already stopped');
    const threads = watchThreads();
    await expect(runInWorker(echo, {}, limits, { signal: AbortSignal.abort(reason) })).rejects.toBe(reason);
    threads.stop();
    expect(threads.started).toEqual([]);
  });

  it('answers with the thread gone and the signal left as it was', async () => {
    const echo = script('echo-twice', 'parentPort.postMessage({ ran: true });');
    const controller = new AbortController();
    const threads = watchThreads();
    const outcome = await runInWorker(echo, {}, limits, { signal: controller.signal }).then((output) => ({
      output,
      exitedByThen: threads.started.map(exited),
    }));
    threads.stop();
    expect(outcome).toEqual({ output: { ran: true }, exitedByThen: [true] });
    // A listener left behind would pile up, one per task, on the signal of a service that runs for days.
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });
});

describe('workerScriptIn', () => {
  it('prefers the bundled file beside the code, else the tsx entry', () => {
    expect(workerScriptIn(dir, 'bundled-worker.js')).toBe(path.join(dir, 'worker-entry.cjs'));
    fs.writeFileSync(path.join(dir, 'bundled-worker.js'), '');
    expect(workerScriptIn(dir, 'bundled-worker.js')).toBe(path.join(dir, 'bundled-worker.js'));
  });
});
