import { spawnSync } from 'node:child_process';

export interface CommandResult {
  readonly status: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs a command to completion. A missing binary throws; a non-zero exit is returned, callers decide. */
export function runCommand(command: string, args: readonly string[], cwd: string): CommandResult {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw new Error(`cannot run ${command}: ${result.error.message}`);
  return {
    // A signal-killed process has no status; that is a failure, never a success.
    status: result.status ?? 1,
    stdout: result.stdout,
    stderr: result.stderr,
  };
}

/** stdout and stderr together, trimmed, for showing under a failed check. */
export function combinedOutput(result: CommandResult): string {
  return [result.stdout.trim(), result.stderr.trim()].filter((text) => text !== '').join('\n');
}
