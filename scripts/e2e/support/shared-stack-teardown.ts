// The e2e project's jest global teardown: stops the shared stack (waiting for it if it is still starting) before
// the root teardown stops the infrastructure under it.
import fs from 'node:fs';
import { SHARED_STACK_FILE_ENV } from './shared-stack';

export default async function sharedStackTeardown(): Promise<void> {
  const starting = globalThis.homewardSharedStack;
  globalThis.homewardSharedStack = undefined;
  await (await starting)?.stop();
  const file = process.env[SHARED_STACK_FILE_ENV];
  if (file) fs.rmSync(file, { force: true });
}
