// The e2e stacks run every component as its image does: bundled by deploy/docker/build-component.mjs and started with
// node, which takes about half the CPU of the same sources under tsx (seven services and the BFF per stack). The
// bundles are built once per run, in the e2e project's global setup, from the working tree, so what is tested is what
// is on disk, and every worker's stacks start from them.
import fs from 'node:fs';
import path from 'node:path';
import type { CompiledEntries } from '@homeward/local-stack/src/homeward';
import { bundleComponents, bundleEntries } from '@homeward/local-stack/src/bundles';
import { REPO_ROOT } from '@homeward/local-stack/src/paths';

/** Where this run's bundles are; set by the global setup before jest forks its workers, which inherit it. */
export const E2E_BUNDLES_ENV = 'HOMEWARD_E2E_BUNDLES_DIR';

/** Bundles every component into a directory of this run's own (inside the checkout, so packages resolve). */
export async function buildE2eBundles(): Promise<void> {
  const parent = path.join(REPO_ROOT, '.cache', 'e2e');
  fs.mkdirSync(parent, { recursive: true });
  const dir = fs.mkdtempSync(path.join(parent, 'bundles-'));
  await bundleComponents(REPO_ROOT, dir);
  process.env[E2E_BUNDLES_ENV] = dir;
}

export function removeE2eBundles(): void {
  const dir = process.env[E2E_BUNDLES_ENV];
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}

/** This run's bundles, or none when the global setup built none (the stack then runs the sources under tsx). */
export function e2eBundles(): CompiledEntries | undefined {
  const dir = process.env[E2E_BUNDLES_ENV];
  // Source maps, so a stack trace in a process log names the source file and line.
  return dir ? { entries: bundleEntries(dir), nodeArgs: ['--enable-source-maps'] } : undefined;
}
