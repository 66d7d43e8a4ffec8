import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './paths';

const FRONTEND = path.join(REPO_ROOT, 'frontend');
export const FRONTEND_DIST = path.join(FRONTEND, 'dist');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds the SPA the BFF serves, unless the last build is newer than every source file; returns the dist dir. */
export async function buildFrontendIfStale(): Promise<string> {
  const built = path.join(FRONTEND_DIST, 'index.html');
  const sources = Math.max(
    newestMtime(path.join(FRONTEND, 'src')),
    fs.statSync(path.join(FRONTEND, 'index.html')).mtimeMs,
  );
  if (!fs.existsSync(built) || fs.statSync(built).mtimeMs < sources) {
    console.log('[homeward] building the frontend…');
    execFileSync('npm', ['run', 'build', '-w', 'frontend'], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  }
  return FRONTEND_DIST;
}
