// The e2e project's jest global teardown: stops the shared stack (waiting for it if it is still starting) before
// the root teardown stops the infrastructure under it.
import { removeE2eBundles } from './bundles';

export default async function sharedStackTeardown(): Promise<void> {
  const host = globalThis.homewardSharedStackHost;
  globalThis.homewardSharedStackHost = undefined;
  await host?.stop();
  removeE2eBundles();
}
