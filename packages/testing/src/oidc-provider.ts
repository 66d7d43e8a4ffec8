import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';

export interface TestOidcProvider {
  /** The provider's issuer URL (discovery at `${issuer}/.well-known/openid-configuration`). */
  issuer: string;
  stop(): Promise<void>;
}

export interface TestOidcProviderOptions {
  /** Serve Keycloak's layout for this realm (issuer `<origin>/realms/<realm>`); Google's flat one when absent. */
  keycloakRealm?: string;
}

/**
 * Starts a real OpenID Connect provider (oidc-provider-process.mjs) standing in for Google or Keycloak, in a child
 * process, and waits for its issuer URL. What the authorization URL must carry to choose the signed-in account is
 * described there.
 */
export async function startTestOidcProvider(
  options: TestOidcProviderOptions = {},
): Promise<TestOidcProvider> {
  const realm = options.keycloakRealm ? ['--realm', options.keycloakRealm] : [];
  const child = spawn(process.execPath, [path.join(__dirname, 'oidc-provider-process.mjs'), ...realm], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const firstLine = new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the test OIDC provider exited with ${code}`)));
  });
  const { issuer } = JSON.parse(await withTimeout(firstLine, 15_000)) as { issuer: string };
  return { issuer, stop: () => stopChild(child) };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
