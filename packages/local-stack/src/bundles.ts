// Every component bundled by the image build's own step (deploy/docker/build-component.mjs), for stacks that run what
// ships with node rather than the sources under tsx: the bench (from a commit's export) and the e2e tests (from the
// working tree). A bundle loads in about half the CPU time of the same sources under tsx.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { COMPONENT_NAMES, type ComponentName } from '@homeward/topology';

/** Every component of components.yaml: the services, then the BFF. */
export const COMPONENTS = COMPONENT_NAMES;
export type { ComponentName };

function bundleOne(source: string, component: string, outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(source, 'deploy/docker/build-component.mjs'), component, outDir, source],
      { cwd: source, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`bundling ${component} failed (${code}):\n${output}`)),
    );
  });
}

/** Each component's main.js under `outRoot` (`<outRoot>/<component>/app/main.js`). */
export function bundleEntries(outRoot: string): Record<ComponentName, string> {
  return Object.fromEntries(
    COMPONENTS.map((component) => [component, path.join(outRoot, component, 'app', 'main.js')]),
  ) as Record<ComponentName, string>;
}

/**
 * Bundles every component of the repository at `source` into `outRoot`, two at a time (the machine may have two
 * cores). `outRoot` must sit inside a checkout with node_modules, so the bundles' external packages resolve, as the
 * image's resolve from /app/node_modules.
 */
export async function bundleComponents(
  source: string,
  outRoot: string,
): Promise<Record<ComponentName, string>> {
  fs.mkdirSync(outRoot, { recursive: true });
  const queue = [...COMPONENTS];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift())
      await bundleOne(source, next, path.join(outRoot, next));
  };
  await Promise.all([worker(), worker()]);
  return bundleEntries(outRoot);
}
