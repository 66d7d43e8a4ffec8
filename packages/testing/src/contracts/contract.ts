// What a consumer relies on, as it states it in `<consumer>/contracts/*.contract.json` (docs/contracts.md). Plain
// JSON on purpose: a contract names proto fields and example values, never the consumer's generated types, so it
// still describes the wire after either side regenerates its code.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The fields a consumer reads, by path from the message root (`property.address.state`, `property.sellers[].name`),
 * in the proto's own field names. The value is the type it reads: `string`, `number`, `boolean`, `object`, `array`,
 * `bytes` (`enum` values arrive as their names, so they are `string`; int64 arrives as a decimal `string`). A `!` suffix
 * means the consumer needs a value (non-empty string, non-zero number, `true`, non-empty array), a `?` suffix that the
 * field is a proto3 `optional` or a message field the consumer handles being unset.
 */
export type FieldReads = Readonly<Record<string, string>>;

export interface RpcExpectation {
  /** Fully qualified: `homeward.property.v1.PropertyService/GetProperty`. */
  readonly method: string;
  /** The provider state the call needs (`an unlocked property owned by the caller`); the provider's test sets it up. */
  readonly state?: string;
  /** The example request in proto field names; `{{name}}` is replaced by the value the state set up. */
  readonly request: Readonly<Record<string, unknown>>;
  readonly reads: FieldReads;
}

export interface EventExpectation {
  readonly topic: string;
  /** Fully qualified message type the consumer decodes: `homeward.payment.v1.PaymentSucceeded`. */
  readonly message: string;
  /** An example payload as the consumer expects it, proto field names. */
  readonly example: Readonly<Record<string, unknown>>;
  readonly reads: FieldReads;
}

export interface ConsumerContract {
  readonly consumer: string;
  /** The service whose RPCs `rpcs` calls; absent for a file of events only. */
  readonly provider?: string;
  readonly rpcs?: readonly RpcExpectation[];
  readonly events?: readonly EventExpectation[];
  /** Where it was read from, for messages. */
  readonly file: string;
}

export const REPO_ROOT = path.resolve(__dirname, '../../../..');

/** Every `*.contract.json` kept beside a consumer: `services/<name>/contracts/` and `bff/contracts/`. */
export function contractDirectories(root = REPO_ROOT): string[] {
  const services = path.join(root, 'services');
  const dirs = readdirSync(services).map((name) => path.join(services, name, 'contracts'));
  dirs.push(path.join(root, 'bff', 'contracts'));
  return dirs.filter((dir) => existsSync(dir));
}

export function loadContracts(root = REPO_ROOT): ConsumerContract[] {
  return contractDirectories(root).flatMap((dir) =>
    readdirSync(dir)
      .filter((name) => name.endsWith('.contract.json'))
      .sort()
      .map((name) => {
        const file = path.relative(root, path.join(dir, name));
        const parsed = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as Omit<
          ConsumerContract,
          'file'
        >;
        if (!parsed.consumer) throw new Error(`${file}: no "consumer"`);
        if (parsed.rpcs?.length && !parsed.provider) throw new Error(`${file}: rpcs without a "provider"`);
        return { ...parsed, file };
      }),
  );
}

/**
 * The calls every consumer (or only `consumers`) makes to `provider`, each with the consumer's name for messages.
 * A fake standing in for the provider answers only the consumers whose tests run on it.
 */
export function expectationsOf(
  provider: string,
  contracts = loadContracts(),
  consumers?: readonly string[],
): Array<RpcExpectation & { consumer: string; file: string }> {
  return contracts
    .filter((contract) => contract.provider === provider)
    .filter((contract) => !consumers || consumers.includes(contract.consumer))
    .flatMap((contract) =>
      (contract.rpcs ?? []).map((rpc) => ({ ...rpc, consumer: contract.consumer, file: contract.file })),
    );
}

/** Replaces `{{name}}` in every string of the example with the state's value; an unknown name is an error. */
export function fillPlaceholders(value: unknown, values: Readonly<Record<string, string>>): unknown {
  if (typeof value === 'string') {
    return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
      const filled = values[name];
      if (filled === undefined) throw new Error(`no value for {{${name}}} in this provider state`);
      return filled;
    });
  }
  if (Array.isArray(value)) return value.map((item) => fillPlaceholders(item, values));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillPlaceholders(v, values)]));
  }
  return value;
}
