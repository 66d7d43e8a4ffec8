import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const environment = path.join(__dirname, 'node-test-environment.ts');

// A process that loads the environment module as a jest worker does, then behaves as jest-worker's child at its end
// message: removes its IPC listener, leaving the loop empty. Its own later 'beforeExit' listener schedules more work,
// which shows whether the loop ran on past the moment it emptied.
const workerLike = `
  require(${JSON.stringify(environment)});
  process.exitCode = 3;
  process.once('beforeExit', () => {
    console.log('loop ran on');
    setTimeout(() => console.log('later work ran'), 10);
  });
  process.on('exit', (code) => console.log('exit listeners ran with ' + code));
  if (process.send) process.on('message', function onEnd() { process.removeListener('message', onEnd); });
`;

const started = new Set<ChildProcess>();
// A child that never ends is this test's failure; it must not outlive the file either.
afterEach(() => {
  for (const child of started) child.kill('SIGKILL');
  started.clear();
});

function run(asJestWorker: boolean): Promise<{ code: number | null; output: string }> {
  const env = { ...process.env };
  // Only what the script loads: no --require from the caller's NODE_OPTIONS (a probe, a debugger).
  delete env.NODE_OPTIONS;
  delete env.JEST_WORKER_ID;
  if (asJestWorker) env.JEST_WORKER_ID = '1';
  const child = spawn(process.execPath, ['--import', 'tsx', '-e', workerLike], {
    env,
    stdio: ['ignore', 'pipe', 'inherit', ...(asJestWorker ? (['ipc'] as const) : [])],
  });
  started.add(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  if (asJestWorker) child.send(['end']);
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, output })));
}

// Each case starts a node with tsx, which can take seconds on a loaded machine.
jest.setTimeout(60_000);

describe('a jest worker with the node test environment loaded', () => {
  it("ends as soon as its loop is empty, through the 'exit' listeners and with its exit code", async () => {
    expect(await run(true)).toEqual({ code: 3, output: 'exit listeners ran with 3\n' });
  });
});

describe('a run in band (no IPC channel)', () => {
  it('ends as Node ends it: the loop runs on while listeners give it work', async () => {
    expect(await run(false)).toEqual({
      code: 3,
      output: 'loop ran on\nlater work ran\nexit listeners ran with 3\n',
    });
  });
});
