// The e2e project's jest global setup: the run's infrastructure first (jest calls a project's setup before the
// root one, which then finds it started), then the shared stack, started without waiting for it.
import os from 'node:os';
import path from 'node:path';
import globalSetup from '@homeward/testing/src/global-setup';
import type { LaunchedStack } from './stack';
import { launchSharedStack, SHARED_STACK_FILE_ENV } from './shared-stack';

declare global {
  var homewardSharedStack: Promise<LaunchedStack | undefined> | undefined;
}

export default async function sharedStackSetup(): Promise<void> {
  await globalSetup();
  const file = path.join(os.tmpdir(), `homeward-e2e-shared-${process.pid}-${Date.now()}.json`);
  // Set before jest forks its workers, which inherit it.
  process.env[SHARED_STACK_FILE_ENV] = file;
  globalThis.homewardSharedStack = launchSharedStack(file);
}
