// The docker CLI, as this tool uses it. Every container it starts is named here and removed by that name only.
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { REPO_ROOT } from '@homeward/local-stack/src/paths';

/** Builds still running, so Ctrl-C can end them (they are our children, not the daemon's). */
const runningBuilds = new Set<ChildProcess>();

export function dockerAnswers(): boolean {
  return spawnSync('docker', ['info', '--format', '{{.ServerVersion}}'], { stdio: 'ignore' }).status === 0;
}

export function imageExists(image: string): boolean {
  return spawnSync('docker', ['image', 'inspect', image], { stdio: 'ignore' }).status === 0;
}

/**
 * `docker build` of the repository's Dockerfile with the working tree as context; output goes to `logFile`. The
 * classic builder unless the caller chose: BuildKit reads the Dockerfile's `# syntax=` line and pulls that frontend
 * image, which fails where no registry answers.
 */
export function dockerBuild(
  image: string,
  buildArgs: Record<string, string>,
  logFile: string,
): Promise<boolean> {
  // --force-rm: a failed or interrupted build leaves no intermediate container behind either.
  const args = ['build', '--force-rm', '-f', 'Dockerfile', '-t', image];
  for (const [name, value] of Object.entries(buildArgs)) args.push('--build-arg', `${name}=${value}`);
  args.push('.');
  const log = fs.openSync(logFile, 'w');
  const child = spawn('docker', args, {
    cwd: REPO_ROOT,
    env: { DOCKER_BUILDKIT: '0', ...process.env },
    stdio: ['ignore', log, log],
  });
  runningBuilds.add(child);
  return new Promise((resolve) => {
    child.once('error', () => resolve(false));
    child.once('exit', (code) => resolve(code === 0));
  }).finally(() => {
    runningBuilds.delete(child);
    fs.closeSync(log);
  }) as Promise<boolean>;
}

export function stopBuilds(): void {
  for (const child of runningBuilds) child.kill('SIGTERM');
}

export function imageSize(image: string): number {
  return Number(
    execFileSync('docker', ['image', 'inspect', '-f', '{{.Size}}', image], { encoding: 'utf8' }).trim(),
  );
}

/**
 * Starts `image` detached on the host's network. Values reach docker through its own environment (`-e NAME`), so
 * secrets never appear on a command line that `ps` shows.
 */
export function runContainer(name: string, image: string, env: Record<string, string>): void {
  const args = ['run', '-d', '--name', name, '--network', 'host'];
  for (const key of Object.keys(env)) args.push('-e', key);
  args.push(image);
  execFileSync('docker', args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
}

export function containerRunning(name: string): boolean {
  const result = spawnSync('docker', ['inspect', '-f', '{{.State.Running}}', name], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.trim() === 'true';
}

/** The container's last output lines, stdout and stderr together. */
export function containerLogTail(name: string, lines: number): string[] {
  const result = spawnSync('docker', ['logs', '--tail', String(lines), name], { encoding: 'utf8' });
  return `${result.stdout}${result.stderr}`.split('\n').filter((line) => line.trim() !== '');
}

/** Synchronous, so it also runs from an exit handler. */
export function removeContainer(name: string): void {
  spawnSync('docker', ['rm', '-f', name], { stdio: 'ignore' });
}
