// The e2e project's jest global teardown: stops the shared stack (waiting for it if it is still starting, or still
// stopping after its last user signed off) before the root teardown stops the infrastructure under it.
import fs from 'node:fs';
import { removeE2eBundles } from './bundles';
import { SHARED_STACK_FILE_ENV, signOffDirOf } from './shared-stack';

export default async function sharedStackTeardown(): Promise<void> {
  const stopped = globalThis.homewardSharedStackStopped;
  globalThis.homewardSharedStackStopped = undefined;
  await stopped?.();
  removeE2eBundles();
  const file = process.env[SHARED_STACK_FILE_ENV];
  if (!file) return;
  fs.rmSync(file, { force: true });
  fs.rmSync(signOffDirOf(file), { recursive: true, force: true });
}
