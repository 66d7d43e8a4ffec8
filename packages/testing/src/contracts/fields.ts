// Checks a decoded message against the fields a consumer reads. The message comes from proto-loader/protobufjs
// with `defaults: true`, so a field the schema has is always present: a missing one means the provider's proto no
// longer has it (renamed, removed, moved), a wrong type that its type changed, an empty one that the provider left
// unset what the consumer needs.

type Kind = 'string' | 'number' | 'boolean' | 'object' | 'array' | 'bytes';
const KINDS: readonly string[] = ['string', 'number', 'boolean', 'object', 'array', 'bytes'];

interface Read {
  kind: Kind;
  needsValue: boolean;
  optional: boolean;
}

export function parseRead(spec: string): Read {
  const needsValue = spec.endsWith('!');
  const optional = spec.endsWith('?');
  const kind = needsValue || optional ? spec.slice(0, -1) : spec;
  if (!KINDS.includes(kind)) throw new Error(`unknown field type ${JSON.stringify(spec)}`);
  return { kind: kind as Kind, needsValue, optional };
}

function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  // A `bytes` field decodes to a Buffer, which would otherwise pass for a message.
  if (value instanceof Uint8Array) return 'bytes';
  if (value === null) return 'null';
  return typeof value;
}

function isEmpty(value: unknown): boolean {
  if (value instanceof Uint8Array) return value.length === 0;
  return value === '' || value === 0 || value === false || (Array.isArray(value) && value.length === 0);
}

/**
 * The problems with `message` for a consumer reading `reads`, one line each naming the field; empty when the
 * message carries everything. `[]` in a path checks every element (and needs at least one).
 */
export function missingReads(message: unknown, reads: Readonly<Record<string, string>>): string[] {
  const problems: string[] = [];
  for (const [fieldPath, spec] of Object.entries(reads)) {
    const read = parseRead(spec);
    check(message, fieldPath.split('.'), fieldPath, read, problems);
  }
  return problems;
}

function check(value: unknown, segments: string[], fullPath: string, read: Read, problems: string[]): void {
  walk(value, segments, [], fullPath, read, problems);
}

function walk(
  value: unknown,
  segments: string[],
  traversed: string[],
  fullPath: string,
  read: Read,
  problems: string[],
): void {
  const [head, ...rest] = segments;
  if (head === undefined) {
    // An unset proto3 optional scalar is absent, an unset message field null: both are what `?` allows.
    if (read.optional && (value === null || value === undefined)) return;
    if (value === null && read.kind === 'object') {
      return void problems.push(`${fullPath}: not set, the consumer needs a value`);
    }
    const actual = kindOf(value);
    if (actual !== read.kind) problems.push(`${fullPath}: expected ${read.kind}, got ${actual}`);
    else if (read.needsValue && isEmpty(value))
      problems.push(`${fullPath}: empty, the consumer needs a value`);
    return;
  }
  const isEach = head.endsWith('[]');
  const name = isEach ? head.slice(0, -2) : head;
  if (value === null && traversed.length > 0) {
    // An unset message field: protobufjs gives null with `defaults: true`.
    return void problems.push(`${traversed.join('.')}: not set, the consumer reads ${fullPath}`);
  }
  const container = value as Record<string, unknown>;
  if (typeof container !== 'object' || !(name in container) || container[name] === undefined) {
    // A proto3 optional the consumer said it handles being absent.
    if (read.optional && rest.length === 0 && !isEach) return;
    return void problems.push(`${[...traversed, name].join('.')}: missing`);
  }
  const next = container[name];
  const here = [...traversed, head];
  if (!isEach) return walk(next, rest, here, fullPath, read, problems);
  if (!Array.isArray(next)) return void problems.push(`${fullPath}: ${name} is ${kindOf(next)}, not a list`);
  if (next.length === 0) return void problems.push(`${fullPath}: ${name} is empty, nothing to check`);
  next.forEach((item) => walk(item, rest, here, fullPath, read, problems));
}
