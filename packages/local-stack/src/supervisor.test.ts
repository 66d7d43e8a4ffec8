import { startProcess, type ManagedProcess } from './processes';
import { supervise, type RestartPolicy } from './supervisor';

// A child that only waits to be killed: the cheapest stand-in for a service.
const idle = () => startProcess('idle', process.execPath, ['-e', 'setInterval(() => {}, 1000)']);

/** A policy that records what the supervisor says and hands over each restarted process in turn. */
function recordingPolicy() {
  const lines: string[] = [];
  const waiting: ((process: ManagedProcess) => void)[] = [];
  const arrived: ManagedProcess[] = [];
  const policy: RestartPolicy = {
    firstDelayMs: 100,
    report: (line) => lines.push(line),
    restarted: (process) => {
      const waiter = waiting.shift();
      if (waiter) waiter(process);
      else arrived.push(process);
    },
  };
  const nextRestart = () =>
    arrived.length > 0
      ? Promise.resolve(arrived.shift()!)
      : new Promise<ManagedProcess>((resolve) => waiting.push(resolve));
  return { lines, policy, nextRestart };
}

describe('supervise', () => {
  it('starts a process killed with SIGKILL again, waiting longer after each crash in a row', async () => {
    const { lines, policy, nextRestart } = recordingPolicy();
    const first = idle();
    const supervised = supervise(first, policy);
    try {
      process.kill(first.pid, 'SIGKILL');
      const second = await nextRestart();
      expect(second.pid).not.toBe(first.pid);
      expect(supervised.pid).toBe(second.pid);
      process.kill(second.pid, 'SIGKILL');
      const third = await nextRestart();
      expect(supervised.pid).toBe(third.pid);
      expect(supervised.restarts).toBe(2);
      expect(lines).toEqual([
        'idle exited (signal SIGKILL); restarting in 0.1 s (restart 1)',
        'idle exited (signal SIGKILL); restarting in 0.2 s (restart 2)',
      ]);
    } finally {
      await supervised.stop();
    }
    expect(supervised.child.signalCode).toBe('SIGTERM');
  });

  it('never restarts a process it was asked to stop', async () => {
    const { lines, policy } = recordingPolicy();
    const supervised = supervise(idle(), policy);
    await supervised.stop();
    await expect(supervised.exited).resolves.toBeNull();
    expect(supervised.child.signalCode).toBe('SIGTERM');
    expect(supervised.restarts).toBe(0);
    expect(lines).toEqual([]);
  });
});
