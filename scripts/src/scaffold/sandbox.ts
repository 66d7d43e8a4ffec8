// A throwaway copy of just what the generator reads and writes, with the real node_modules linked in, so a test can
// generate a service without touching the checkout.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { workspaceDirs } from '@homeward/topology';
import { GENERATED_FILES } from '../topology/generated-files';
import { MANIFEST } from './edits';

/** Besides the manifest and the generated files: prettier's settings, the root and workspace manifests, the protos. */
const ALSO_COPIED = [
  '.prettierrc.json',
  '.prettierignore',
  'package.json',
  'protos/buf.yaml',
  'protos/buf.gen.yaml',
  'protos/topics.ts',
  'protos/homeward',
];

export function createSandbox(repoRoot: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'homeward-scaffold-'));
  const workspaceManifests = workspaceDirs(repoRoot).map((dir) => `${dir}/package.json`);
  const files = [
    MANIFEST,
    ...GENERATED_FILES.map((file) => file.path),
    ...ALSO_COPIED,
    ...workspaceManifests,
  ];
  for (const file of new Set(files)) {
    if (fs.existsSync(path.join(repoRoot, file)))
      fs.cpSync(path.join(repoRoot, file), path.join(root, file), { recursive: true });
  }
  fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  return root;
}
