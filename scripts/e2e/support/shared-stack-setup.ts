// The e2e project's jest global setup: the run's infrastructure first (jest calls a project's setup before the
// root one, which then finds it started), then the shared stack's host, which starts the stack without waiting for
// it and keeps it while test files hold it (shared-stack-host.ts).
import globalSetup from '@homeward/testing/src/global-setup';
import { buildE2eBundles } from './bundles';
import { SHARED_STACK_HOST_ENV, SHARED_STACK_OPTIONS } from './shared-stack';
import { startSharedStackHost, type SharedStackHost } from './shared-stack-host';
import { launchStack } from './stack';

declare global {
  /** The shared stack's host, for the global teardown (the same process). */
  var homewardSharedStackHost: SharedStackHost | undefined;
}

// A worker moves on to its next file within seconds; a minute without a holder means no file is using it.
const IDLE_LINGER_MS = 60_000;

export default async function sharedStackSetup(): Promise<void> {
  await globalSetup();
  await buildE2eBundles();
  const host = await startSharedStackHost({
    launch: launchStack,
    options: SHARED_STACK_OPTIONS,
    lingerMs: IDLE_LINGER_MS,
  });
  // Set before jest forks its workers, which inherit it.
  process.env[SHARED_STACK_HOST_ENV] = host.url;
  globalThis.homewardSharedStackHost = host;
}
