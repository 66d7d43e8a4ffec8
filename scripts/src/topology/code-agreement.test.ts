// components.yaml states each component's topics, gRPC callees, configuration keys, and its callees' ports and its
// bucket; the code states them too (contracts/, config.ts and its defaults). These hold the two to each other, so the
// manifest can be trusted as the one place to read.
import fs from 'node:fs';
import path from 'node:path';
import { serviceConfigShape } from '@homeward/kit';
import {
  COMPONENT_NAMES,
  componentOf,
  grpcAddressKey,
  workspaceOf,
  type ComponentName,
  type ServiceName,
} from '@homeward/topology';
import { REPO_ROOT } from '@homeward/local-stack/src/paths';

const contractsOf = (name: ComponentName) => path.join(REPO_ROOT, workspaceOf(name), 'contracts');
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
const sorted = (values: Iterable<string>) => [...values].sort();

function producedTopics(name: ComponentName): string[] {
  const file = path.join(contractsOf(name), 'produces.json');
  return fs.existsSync(file) ? Object.keys(readJson(file).events as object) : [];
}

function consumedTopics(name: ComponentName): string[] {
  const file = path.join(contractsOf(name), 'events.contract.json');
  if (!fs.existsSync(file)) return [];
  return (readJson(file).events as { topic: string }[]).map(({ topic }) => topic);
}

/** A `<callee>.contract.json` beside the events contract is the consumer's gRPC contract with that callee. */
function calledServices(name: ComponentName): string[] {
  const dir = contractsOf(name);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.contract.json') && file !== 'events.contract.json')
    .map((file) => file.slice(0, -'.contract.json'.length));
}

type ConfigShape = Record<string, { safeParse(value: unknown): { success: boolean; data?: unknown } }>;

function configShape(name: ComponentName): ConfigShape {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const module = require(path.join(REPO_ROOT, workspaceOf(name), 'src', 'config.ts')) as Record<
    string,
    unknown
  >;
  return Object.entries(module).find(([key]) => /^[a-z]\w*ConfigShape$/.test(key))?.[1] as ConfigShape;
}

function ownConfigKeys(name: ComponentName): string[] {
  const shared = new Set(Object.keys(serviceConfigShape));
  return Object.keys(configShape(name)).filter((key) => !shared.has(key));
}

/** What a key of its config schema becomes when unset; undefined when it has no default. */
function configDefault(name: ComponentName, key: string): unknown {
  const parsed = configShape(name)[key]?.safeParse(undefined);
  return parsed?.success ? parsed.data : undefined;
}

describe.each(COMPONENT_NAMES.map((name) => [name]))('components.yaml on %s', (name) => {
  const component = componentOf(name);

  it('produces the topics its contracts/produces.json samples', () => {
    expect(sorted(component.produces)).toEqual(sorted(producedTopics(name)));
  });

  it('consumes the topics its contracts/events.contract.json lists', () => {
    expect(sorted(component.consumes)).toEqual(sorted(consumedTopics(name)));
  });

  it('calls the services it holds a gRPC contract with', () => {
    expect(sorted(component.calls)).toEqual(sorted(calledServices(name)));
  });

  it('lists the configuration keys of its config schema beyond the kit’s shared ones', () => {
    expect(sorted(component.config)).toEqual(sorted(ownConfigKeys(name)));
  });

  it('defaults each callee’s address to the callee’s local port, and its bucket (when it defaults one) to its own', () => {
    for (const callee of component.calls as ServiceName[])
      expect({ [callee]: configDefault(name, grpcAddressKey(callee)) }).toEqual({
        [callee]: `localhost:${componentOf(callee).ports.grpc}`,
      });
    const bucket = configDefault(name, 'OBJECT_STORAGE_BUCKET');
    if (bucket !== undefined) expect(bucket).toBe(component.bucket);
  });
});
