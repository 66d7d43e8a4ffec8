import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './paths';

const FRONTEND = path.join(REPO_ROOT, 'frontend');
// Every build gets a directory of its own and is never rebuilt in place: vite empties its output first, so a build
// into a shared dist/ pulled the SPA from under every other stack serving it (several test files and engineers run
// stacks at once), and their pages answered 500.
const BUILDS = path.join(os.tmpdir(), 'homeward-spa-builds');
// No stack lives this long; older builds are removed when a new one is made.
const KEEP_BUILDS_MS = 3 * 60 * 60 * 1000;

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

// Written once a build has finished, with the time it started (the sources it read are at least that old).
const COMPLETE = 'homeward-build.json';

/** The finished builds, newest first. */
function finishedBuilds(): { dir: string; startedAt: number }[] {
  if (!fs.existsSync(BUILDS)) return [];
  return fs
    .readdirSync(BUILDS)
    .map((name) => path.join(BUILDS, name))
    .filter((dir) => fs.existsSync(path.join(dir, COMPLETE)))
    .map((dir) => {
      const { startedAt } = JSON.parse(fs.readFileSync(path.join(dir, COMPLETE), 'utf8')) as {
        startedAt: number;
      };
      return { dir, startedAt };
    })
    .sort((a, b) => b.startedAt - a.startedAt);
}

function removeOldBuilds(keep: string): void {
  for (const name of fs.readdirSync(BUILDS)) {
    const dir = path.join(BUILDS, name);
    if (dir !== keep && Date.now() - fs.statSync(dir).mtimeMs > KEEP_BUILDS_MS)
      fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Builds the SPA the BFF serves, unless a build newer than every source file exists; returns its directory. */
export async function buildFrontendIfStale(): Promise<string> {
  const sources = Math.max(
    newestMtime(path.join(FRONTEND, 'src')),
    fs.statSync(path.join(FRONTEND, 'index.html')).mtimeMs,
  );
  const newest = finishedBuilds()[0];
  if (newest && newest.startedAt >= sources) return newest.dir;

  console.log('[homeward] building the frontend…');
  const startedAt = Date.now();
  const outDir = path.join(BUILDS, `${startedAt}-${process.pid}`);
  fs.mkdirSync(outDir, { recursive: true });
  execFileSync('npm', ['run', 'build', '-w', 'frontend', '--', '--outDir', outDir, '--emptyOutDir'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  fs.writeFileSync(path.join(outDir, COMPLETE), JSON.stringify({ startedAt }));
  removeOldBuilds(outDir);
  return outDir;
}
