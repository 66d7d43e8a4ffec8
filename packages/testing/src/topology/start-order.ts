// In what order a test topology starts its real services, from components.yaml's `calls`: a service starts once
// every service it calls is running, since its gRPC address goes into its configuration.
import { componentOf, grpcAddressKey, type ServiceName } from '@homeward/topology';

/**
 * The real services in waves: identity alone first when it is real (every other service verifies tokens with its
 * JWKS), then each wave is every service whose real callees started in an earlier one. Throws when a service calls
 * one that is neither real, faked nor given an address in its own variables.
 */
export function startWaves(
  real: readonly ServiceName[],
  reachable: ReadonlySet<ServiceName>,
  ownEnv: (name: ServiceName) => Record<string, string> = () => ({}),
): ServiceName[][] {
  const realSet = new Set(real);
  for (const name of real) {
    for (const callee of componentOf(name).calls as ServiceName[]) {
      if (!realSet.has(callee) && !reachable.has(callee) && !(grpcAddressKey(callee) in ownEnv(name)))
        throw new Error(
          `${name} calls ${callee}: start ${callee} real or fake, or set ${grpcAddressKey(callee)}`,
        );
    }
  }
  const waves: ServiceName[][] = [];
  const started = new Set<ServiceName>();
  let waiting = [...real];
  if (realSet.has('identity')) {
    waves.push(['identity']);
    started.add('identity');
    waiting = waiting.filter((name) => name !== 'identity');
  }
  while (waiting.length > 0) {
    const wave = waiting.filter((name) =>
      (componentOf(name).calls as ServiceName[]).every(
        (callee) => !realSet.has(callee) || started.has(callee),
      ),
    );
    if (wave.length === 0) throw new Error(`the calls of ${waiting.join(', ')} form a cycle`);
    waves.push(wave);
    for (const name of wave) started.add(name);
    waiting = waiting.filter((name) => !started.has(name));
  }
  return waves;
}
