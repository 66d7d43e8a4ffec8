// A throwaway copy of just what the generator reads and edits, with the real node_modules linked in, so a test can
// generate a service without touching the checkout.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SHARED_FILE_EDITS } from './edits';

/** Besides the edited files: prettier's settings, the local stack (type-checked with the new entry), the contracts. */
const ALSO_COPIED = [
  '.prettierrc.json',
  '.prettierignore',
  'packages/local-stack/src',
  'protos/buf.yaml',
  'protos/buf.gen.yaml',
  'protos/topics.ts',
  'protos/package.json',
  'protos/homeward',
];

export function createSandbox(repoRoot: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'homeward-scaffold-'));
  for (const file of [...Object.keys(SHARED_FILE_EDITS), ...ALSO_COPIED]) {
    fs.cpSync(path.join(repoRoot, file), path.join(root, file), { recursive: true });
  }
  fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  return root;
}
