import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface ManagedProcess {
  name: string;
  pid: number;
  child: ChildProcess;
  /** Resolves when the process has exited, whatever its exit code. */
  exited: Promise<number | null>;
  /** SIGTERM (or `signal`), then SIGKILL after `graceMs`; only ever signals this process's own pid. */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
  /** Starts the same command again with the same options, as a new process (what a supervisor restarts). */
  respawn(): ManagedProcess;
}

export interface StartOptions extends Pick<SpawnOptions, 'cwd' | 'env' | 'uid' | 'gid'> {
  /** Output goes here (appended), so a failed start can be diagnosed without flooding the terminal. */
  logFile?: string;
  /** Called with each chunk of stdout/stderr, e.g. to scrape a port. */
  onOutput?: (text: string) => void;
}

/** Starts a long-running server we own; the caller keeps the handle and is the only one who stops it. */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: StartOptions = {},
): ManagedProcess {
  const log = options.logFile ? fs.createWriteStream(options.logFile, { flags: 'a' }) : undefined;
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    uid: options.uid,
    gid: options.gid,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid === undefined) throw new Error(`${name}: could not start ${command}`);
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      log?.write(chunk);
      options.onOutput?.(chunk.toString('utf8'));
    });
  }
  // The log ends when the output pipes close, not at the exit: a killed postmaster's backends inherited them and
  // still write their last words after it has gone (a write after end() crashed the fault campaign).
  child.once('close', () => log?.end());
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.once('error', () => resolve(null));
  });
  let stopped: Promise<void> | undefined;
  return {
    name,
    pid: child.pid,
    child,
    exited,
    respawn: () => startProcess(name, command, args, options),
    stop(signal = 'SIGTERM', graceMs = 10_000) {
      stopped ??= (async () => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        child.kill(signal);
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
        await exited;
        clearTimeout(timer);
      })();
      return stopped;
    },
  };
}

// Ports picked for a server but perhaps not bound yet, across every process of this machine (test workers, the jest
// parent's shared e2e stack, a bench): one file per port. A claim lasts long enough for any server to bind; by then
// the port's own listener keeps it taken.
// HOMEWARD_PORT_CLAIMS_DIR moves them: a test of the claims themselves must not meet the claims of the stacks that
// other test workers start at the same time.
const claimsDir = () =>
  process.env.HOMEWARD_PORT_CLAIMS_DIR ?? path.join(os.tmpdir(), 'homeward-port-claims');
const CLAIM_LIFETIME_MS = 5 * 60_000;

/** Claims `port` for this process unless another claimed it within the claim lifetime. */
function claimPort(port: number): boolean {
  fs.mkdirSync(claimsDir(), { recursive: true });
  const file = path.join(claimsDir(), String(port));
  try {
    fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
    return true;
  } catch {
    const age = Date.now() - (fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0);
    if (age < CLAIM_LIFETIME_MS) return false;
    fs.writeFileSync(file, String(process.pid));
    return true;
  }
}

/**
 * A free port for a server that binds it later, chosen below the kernel's ephemeral range (32768+ on Linux). A port
 * the kernel hands out for `listen(0)` comes from that range, so between our check and the server's bind an outbound
 * connection may take it as its source port; below the range only another server can. Another of our processes
 * picking the same port meanwhile is excluded by a claim file: two test stacks starting at once once did, and the
 * second stack's readiness check was answered by the first one's BFF.
 */
export async function freeServerPort(low = 20_000, high = 32_000): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = low + Math.floor(Math.random() * (high - low));
    if ((await isPortFree(port)) && claimPort(port)) return port;
  }
  throw new Error(`no free port between ${low} and ${high}`);
}

/** `count` distinct server ports (each check closes its listener at once, so two checks may pick the same port). */
export async function freeServerPorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freeServerPort());
  return [...ports];
}

export async function isPortFree(port: number): Promise<boolean> {
  const server = net.createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * Polls `probe` until it resolves truthy. With `process`, fails early if it dies, and stops it when it never becomes
 * ready, so a failed start leaves nothing behind.
 */
export async function waitUntil(
  what: string,
  probe: () => Promise<boolean>,
  {
    timeoutMs = 30_000,
    intervalMs = 200,
    process,
  }: { timeoutMs?: number; intervalMs?: number; process?: ManagedProcess } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let dead = false;
  void process?.exited.then(() => (dead = true));
  while (Date.now() < deadline) {
    if (dead) throw new Error(`${what}: process exited before it was ready`);
    if (await probe().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  await process?.stop();
  throw new Error(`${what}: not ready after ${timeoutMs} ms`);
}

export function tcpAccepts(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, host);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function httpOk(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
  return response.ok;
}
