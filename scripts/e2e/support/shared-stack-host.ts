// The shared stack's owner, in the jest parent process (the e2e project's global setup): it starts the stack, and
// counts the test files holding it. Jest's workers are other processes, so they ask over HTTP on 127.0.0.1:
// POST /acquire answers the stack's address once it answers (starting it again if it had stopped), POST /release
// gives it back. When no file has held it for a while it stops: idle, its seven services still cost a third of a
// core, which the files starting stacks of their own need. The global teardown stops it in any case.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LaunchedStack, StackAddress, TestStackOptions } from './stack';

/** What /acquire answers. */
export type SharedStackAnswer = { address: StackAddress } | { error: string };

export interface SharedStackHost {
  /** Where the test files ask for the stack. */
  url: string;
  /** Stops the stack (waiting for it if it is still starting) and the host. */
  stop(): Promise<void>;
}

export interface SharedStackHostOptions {
  launch: (options: TestStackOptions) => Promise<LaunchedStack>;
  options: TestStackOptions;
  /**
   * How long the stack stays up once no file holds it: long enough for a worker to move on to its next file, so
   * the stack is not stopped between two files that use it.
   */
  lingerMs: number;
}

export async function startSharedStackHost({
  launch,
  options,
  lingerMs,
}: SharedStackHostOptions): Promise<SharedStackHost> {
  let stack: Promise<LaunchedStack> | undefined;
  let holders = 0;
  let idleTimer: NodeJS.Timeout | undefined;
  let closed = false;

  const start = (): Promise<LaunchedStack> => {
    if (stack) return stack;
    const launching = launch(options);
    stack = launching;
    // a failed start is answered to every file waiting for it; the next acquire tries again
    launching.catch(() => {
      if (stack === launching) stack = undefined;
    });
    return launching;
  };
  const stopStack = async () => {
    const running = stack;
    stack = undefined;
    await running?.then((launched) => launched.stop()).catch(() => undefined);
  };
  const release = () => {
    holders = Math.max(0, holders - 1);
    if (holders > 0 || closed) return;
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => void (holders === 0 && stopStack()), lingerMs);
    idleTimer.unref();
  };
  const acquire = async (): Promise<SharedStackAnswer> => {
    if (closed) return { error: 'the run is ending' };
    holders += 1;
    clearTimeout(idleTimer);
    try {
      return { address: (await start()).address };
    } catch (error) {
      holders -= 1;
      return { error: error instanceof Error ? error.message : String(error) };
    }
  };

  const server = http.createServer((request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'POST' && request.url === '/acquire') {
      void acquire().then((result) => answer('error' in result ? 503 : 200, result));
    } else if (request.method === 'POST' && request.url === '/release') {
      release();
      answer(200, { holders });
    } else answer(404, { error: 'POST /acquire or /release' });
  });
  // the stack takes minutes to start on a loaded machine; the request waits for it
  server.requestTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  // started now, without waiting: the other projects' tests run while it starts
  void start().catch(() => undefined);
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async stop() {
      closed = true;
      clearTimeout(idleTimer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await stopStack();
    },
  };
}
