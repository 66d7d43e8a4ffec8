import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runCommand } from './run';

// Test support: a throwaway git repository, committed to without any user or system git configuration.
export function git(repo: string, ...args: string[]): string {
  const result = runCommand(
    'git',
    [
      '-c',
      'user.name=protos test',
      '-c',
      'user.email=protos-test@example.com',
      '-c',
      'commit.gpgsign=false',
      ...args,
    ],
    repo,
  );
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout.trim();
}

export function initRepo(repo: string): void {
  mkdirSync(repo, { recursive: true });
  git(repo, 'init', '--quiet');
}

export function writeFiles(root: string, files: Record<string, string>): void {
  for (const [file, content] of Object.entries(files)) {
    const target = path.join(root, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, content);
  }
}

export function commitAll(repo: string, message: string): void {
  git(repo, 'add', '--all');
  git(repo, 'commit', '--quiet', '--allow-empty', '-m', message);
}
