import { waitFor } from '@homeward/testing';
import {
  startSharedStackHost,
  type SharedStackAnswer,
  type SharedStackHost,
} from '../../e2e/support/shared-stack-host';
import type { LaunchedStack, StackAddress } from '../../e2e/support/stack';

/** A stand-in for launchStack that records what the host does with it. */
function recordingLauncher(failures = 0) {
  const record = { launched: 0, stopped: 0 };
  const launch = async (): Promise<LaunchedStack> => {
    record.launched += 1;
    if (record.launched <= failures) throw new Error('port in use');
    const address = { name: 'shared', appUrl: `http://stack-${record.launched}` } as StackAddress;
    return { address, homeward: undefined as never, stop: async () => void (record.stopped += 1) };
  };
  return { record, launch };
}

const ask = async (host: SharedStackHost, path: string) =>
  (await (await fetch(`${host.url}${path}`, { method: 'POST' })).json()) as SharedStackAnswer;

let host: SharedStackHost | undefined;
afterEach(async () => {
  await host?.stop();
  host = undefined;
});

test('files share one stack, which stops once the last holder releases it and starts again for the next', async () => {
  const { record, launch } = recordingLauncher();
  host = await startSharedStackHost({ launch, options: { name: 'shared' }, lingerMs: 0 });
  const [first, second] = await Promise.all([ask(host, '/acquire'), ask(host, '/acquire')]);
  expect([first, second]).toEqual([{ address: { name: 'shared', appUrl: 'http://stack-1' } }, first]);
  await ask(host, '/release');
  expect(record).toEqual({ launched: 1, stopped: 0 });
  await ask(host, '/release');
  await waitFor(() => record.stopped === 1, { message: 'the idle stack to stop' });
  expect(await ask(host, '/acquire')).toEqual({ address: { name: 'shared', appUrl: 'http://stack-2' } });
  expect(record.launched).toBe(2);
});

test('a failed start is the error of the files waiting for it, and the next file starts it again', async () => {
  const { record, launch } = recordingLauncher(2);
  host = await startSharedStackHost({ launch, options: { name: 'shared' }, lingerMs: 0 });
  // the host starts the stack at once; that first launch fails before anyone asks
  await waitFor(() => record.launched === 1, { message: 'the first launch' });
  expect(await ask(host, '/acquire')).toEqual({ error: 'port in use' });
  expect(await ask(host, '/acquire')).toEqual({ address: { name: 'shared', appUrl: 'http://stack-3' } });
});

test('stopping the host stops a stack still held', async () => {
  const { record, launch } = recordingLauncher();
  host = await startSharedStackHost({ launch, options: { name: 'shared' }, lingerMs: 3_600_000 });
  await ask(host, '/acquire');
  await host.stop();
  host = undefined;
  expect(record.stopped).toBe(1);
});
