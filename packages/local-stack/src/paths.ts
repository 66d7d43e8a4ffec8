import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '../../..');
/** Git-ignored home of the local stack's data and logs, reused across runs. */
export const STATE_DIR = path.join(REPO_ROOT, '.homeward');

/** A server installed by npm; started directly (not through npx) so the pid we hold is the server's own. */
export function binPath(name: string): string {
  return path.join(REPO_ROOT, 'node_modules', '.bin', name);
}
