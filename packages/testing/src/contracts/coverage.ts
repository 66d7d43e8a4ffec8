// Which RPCs each consumer's client code calls, read from the client files themselves, so a call added without its
// contract entry is found (coverage.test.ts). A consumer's clients live in `bff/src/clients/<provider>.ts` and
// `services/<consumer>/src/clients/<provider>-client.ts`; each calls its gRPC client as `this.grpc.<rpc>(` (the BFF)
// or `connection.client.<rpc>(` (the services' kit clients). A client built on one of the kit's client helpers calls
// what that helper's own file calls (`connectOwnedPropertyClient` is GetProperty), read from the kit the same way.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, type ConsumerContract } from './contract';

export interface ClientFile {
  consumer: string;
  provider: string;
  /** Relative to the repository root. */
  file: string;
  /** The RPC names as the proto spells them (`GetProperty`), in the order the file first calls them. */
  rpcs: string[];
}

const CALL = /\.(?:grpc|client)\s*\.\s*([a-z][A-Za-z0-9]*)\s*\(/g;

const isSource = (name: string) => name.endsWith('.ts') && !name.endsWith('.test.ts');

/** The kit's client helpers, by the function a client file calls, and the file whose calls they make. */
const KIT_CLIENT_HELPERS: Record<string, string> = {
  connectOwnedPropertyClient: 'packages/kit/src/grpc/owned-property-client.ts',
};

/** The RPCs one client file calls: `this.grpc.getOrCreateDraft(` is `GetOrCreateDraft`. */
export function rpcCallsIn(source: string): string[] {
  const names = [...source.matchAll(CALL)].map((match) => match[1]!);
  return [...new Set(names.map((name) => name[0]!.toUpperCase() + name.slice(1)))];
}

export function clientFiles(root = REPO_ROOT): ClientFile[] {
  const found: Array<Omit<ClientFile, 'rpcs'>> = [];
  const bff = path.join(root, 'bff', 'src', 'clients');
  if (existsSync(bff)) {
    for (const name of readdirSync(bff)
      .filter((n) => isSource(n) && n !== 'index.ts')
      .sort())
      found.push({ consumer: 'bff', provider: name.slice(0, -3), file: path.join('bff/src/clients', name) });
  }
  const services = path.join(root, 'services');
  for (const consumer of readdirSync(services).sort()) {
    const dir = path.join(services, consumer, 'src', 'clients');
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)
      .filter((n) => isSource(n) && n.endsWith('-client.ts'))
      .sort())
      found.push({
        consumer,
        provider: name.slice(0, -'-client.ts'.length),
        file: path.join('services', consumer, 'src/clients', name),
      });
  }
  return found.map((client) => {
    const source = readFileSync(path.join(root, client.file), 'utf8');
    const throughKit = Object.entries(KIT_CLIENT_HELPERS)
      .filter(([helper]) => source.includes(`${helper}(`))
      .flatMap(([, file]) => rpcCallsIn(readFileSync(path.join(root, file), 'utf8')));
    return { ...client, rpcs: [...new Set([...rpcCallsIn(source), ...throughKit])] };
  });
}

/**
 * The calls no contract of the consumer on that provider names, as `<consumer> -> <provider> <Rpc> (<file>)`;
 * `exempt` lists `<consumer> -> <provider> <Rpc>` calls verified elsewhere.
 */
export function uncoveredCalls(
  clients: readonly ClientFile[],
  contracts: readonly ConsumerContract[],
  exempt: ReadonlySet<string> = new Set(),
): string[] {
  return clients.flatMap((client) => {
    const covered = new Set(
      contracts
        .filter((contract) => contract.consumer === client.consumer && contract.provider === client.provider)
        .flatMap((contract) => (contract.rpcs ?? []).map((rpc) => rpc.method.split('/')[1])),
    );
    return client.rpcs
      .map((rpc) => `${client.consumer} -> ${client.provider} ${rpc}`)
      .filter((call) => !exempt.has(call) && !covered.has(call.split(' ').at(-1)))
      .map((call) => `${call} (${client.file})`);
  });
}
