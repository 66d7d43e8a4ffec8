import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { batchedDestination, createLogger, flushLogs } from './logger';

const FIXTURE = path.join(__dirname, '../test/fixtures/logger/log-then-stop.ts');
// Enough bytes (about 5 MB) that stdout, a pipe of 64 kB here, is still being written when the process decides to
// stop: the lines are then in the logger's memory, not yet in the pipe.
const LINES = 20_000;

function run(mode: 'signal' | 'fatal'): Promise<{ code: number | null; lines: Record<string, unknown>[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE, mode], {
      env: { ...process.env, LINES: String(LINES) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const chunks: Buffer[] = [];
    // Read slowly at first, as a busy log agent does, so the child's writes queue up behind the pipe.
    child.stdout.pause();
    setTimeout(() => child.stdout.resume(), 300);
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      resolve({
        code,
        lines: Buffer.concat(chunks)
          .toString('utf8')
          .split('\n')
          .filter((line) => line !== '')
          .map((line) => JSON.parse(line) as Record<string, unknown>),
      }),
    );
  });
}

function numbered(lines: Record<string, unknown>[]): number[] {
  return lines.filter((line) => line.msg === 'numbered line').map((line) => line.line as number);
}

describe('createLogger on stdout', () => {
  it('loses no line when a service stops on SIGTERM, and the shutdown lines come last', async () => {
    const { code, lines } = await run('signal');
    expect(code).toBe(0);
    expect(numbered(lines)).toEqual(Array.from({ length: LINES }, (_, index) => index + 1));
    expect(lines.slice(-2).map((line) => line.msg)).toEqual(['shutting down', 'last hook ran']);
  }, 60_000);

  it('writes the fatal line before a failed start exits', async () => {
    const { code, lines } = await run('fatal');
    expect(code).toBe(1);
    expect(numbered(lines)).toHaveLength(LINES);
    expect(lines.at(-1)).toMatchObject({ level: 'fatal', msg: 'failed to start', service: 'log-then-stop' });
  }, 60_000);
});

describe('flushLogs', () => {
  it('waits until the destination says every line is written', async () => {
    const written: string[] = [];
    const waiting: (() => void)[] = [];
    const destination = {
      write: (line: string) => written.push(line),
      flush: (callback: () => void) => waiting.push(callback),
    };
    const logger = createLogger('flush-test', 'info', destination);
    logger.info('one');
    let flushed = false;
    // A minute: only the destination's answer can end this wait within the test.
    const flushing = flushLogs(logger, 60_000).then(() => (flushed = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(flushed).toBe(false);
    expect(waiting).toHaveLength(1);
    waiting[0]!();
    await flushing;
    expect(written.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual(['one']);
  });

  it('gives up after its timeout when the destination never drains', async () => {
    const stuck = Object.assign(new Writable({ write: () => undefined }), { flush: () => undefined });
    const logger = createLogger('flush-test', 'info', stuck);
    logger.info('never written');
    await expect(flushLogs(logger, 50)).resolves.toBeUndefined();
  });
});

describe('batchedDestination', () => {
  let dir: string;
  let file: string;
  let fd: number;
  beforeEach(() => {
    // Only the timers: SonicBoom's 'ready' comes on nextTick, and the writes themselves are real.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'batched-destination-'));
    file = path.join(dir, 'log');
    fd = fs.openSync(file, 'a');
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    fs.closeSync(fd);
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const messages = () =>
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => (JSON.parse(line) as { msg: string }).msg);

  it('writes nothing at all while nothing is logged, so an idle logger holds no write in flight', () => {
    const writes = jest.spyOn(fs, 'write');
    createLogger('idle-test', 'info', batchedDestination(fd));
    createLogger('silent-test', 'silent', batchedDestination(fd)).info('not logged');
    jest.advanceTimersByTime(10_000);
    expect(writes).not.toHaveBeenCalled();
  });

  it('writes a lone line one batch window after it was logged', async () => {
    const destination = batchedDestination(fd);
    createLogger('lone-test', 'info', destination).info('one');
    expect(messages()).toEqual([]);
    jest.advanceTimersByTime(250);
    await once(destination, 'write');
    expect(messages()).toEqual(['one']);
  });

  it('writes what came in while a write was in flight in the window after it', async () => {
    const destination = batchedDestination(fd);
    const logger = createLogger('busy-test', 'info', destination);
    // Over 4 kB: written at once, and still in flight while the next line arrives and the window closes.
    logger.info({ padding: 'x'.repeat(5000) }, 'large');
    logger.info('small');
    jest.advanceTimersByTime(250);
    await once(destination, 'drain');
    expect(messages()).toEqual(['large']);
    jest.advanceTimersByTime(250);
    await once(destination, 'write');
    expect(messages()).toEqual(['large', 'small']);
  });
});
