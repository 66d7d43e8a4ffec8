// The e2e project's jest global setup: the run's infrastructure first (jest calls a project's setup before the
// root one, which then finds it started), then the shared stack, started without waiting for it, and stopped as soon
// as every file that uses it has signed off (a run of only some e2e files stops it in the teardown instead).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import globalSetup from '@homeward/testing/src/global-setup';
import { buildE2eBundles } from './bundles';
import { launchSharedStack, SHARED_STACK_FILE_ENV, sharedStackUserCount, signOffDirOf } from './shared-stack';

declare global {
  /** Stops the shared stack unless it already stopped, and resolves once it has (the teardown waits for it). */
  var homewardSharedStackStopped: (() => Promise<void>) | undefined;
}

const SIGN_OFF_POLL_MS = 2_000;

export default async function sharedStackSetup(): Promise<void> {
  await globalSetup();
  await buildE2eBundles();
  const file = path.join(os.tmpdir(), `homeward-e2e-shared-${process.pid}-${Date.now()}.json`);
  // Set before jest forks its workers, which inherit it.
  process.env[SHARED_STACK_FILE_ENV] = file;
  const launching = launchSharedStack(file);
  const users = sharedStackUserCount();
  let stopping: Promise<void> | undefined;
  const stop = () => (stopping ??= launching.then((launched) => launched?.stop()));
  const watch = setInterval(() => {
    const signedOff = fs.existsSync(signOffDirOf(file)) ? fs.readdirSync(signOffDirOf(file)).length : 0;
    if (signedOff >= users) {
      clearInterval(watch);
      void stop();
    }
  }, SIGN_OFF_POLL_MS);
  watch.unref();
  globalThis.homewardSharedStackStopped = () => {
    clearInterval(watch);
    return stop();
  };
}
