// Clients and message types built from the `.proto` files themselves (protos/homeward/**), never from the generated
// TypeScript, so a contract test sees the wire a consumer would see whatever either side generated.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';
import * as protobuf from 'protobufjs';
import { REPO_ROOT } from './contract';

const PROTOS_DIR = path.join(REPO_ROOT, 'protos');

/** Proto field names (`is_unlocked`), enums by name, int64 as strings, every schema field present. */
export const DECODE_OPTIONS = {
  keepCase: true,
  longs: String,
  enums: String,
  defaults: true,
  arrays: true,
  objects: true,
  oneofs: false,
} as const;

function protoFiles(dir = path.join(PROTOS_DIR, 'homeward')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return protoFiles(full);
    return entry.name.endsWith('.proto') ? [path.relative(PROTOS_DIR, full)] : [];
  });
}

let definition: protoLoader.PackageDefinition | undefined;
function packageDefinition(): protoLoader.PackageDefinition {
  definition ??= protoLoader.loadSync(protoFiles(), { ...DECODE_OPTIONS, includeDirs: [PROTOS_DIR] });
  return definition;
}

export interface UnaryCall {
  (request: object, accessToken?: string): Promise<unknown>;
}

/** A unary call to `service/Method` at `address`, with the caller's token as the kit's clients send it. */
export function unaryCall(address: string, method: string): { call: UnaryCall; close(): void } {
  const [serviceName, methodName] = method.split('/');
  const service = packageDefinition()[serviceName ?? ''] as protoLoader.ServiceDefinition | undefined;
  if (!service || 'format' in service) {
    throw new Error(`${serviceName} is not a service in protos/homeward`);
  }
  const definitionOfMethod = service[methodName ?? ''];
  if (!definitionOfMethod) throw new Error(`${serviceName} has no method ${methodName}`);
  const client = new grpc.Client(address, grpc.credentials.createInsecure());
  const call: UnaryCall = (request, accessToken) =>
    new Promise((resolve, reject) => {
      const metadata = new grpc.Metadata();
      if (accessToken) metadata.set('authorization', `Bearer ${accessToken}`);
      client.makeUnaryRequest(
        definitionOfMethod.path,
        definitionOfMethod.requestSerialize,
        definitionOfMethod.responseDeserialize,
        request,
        metadata,
        { deadline: Date.now() + 10_000 },
        (error, response) => (error ? reject(error) : resolve(response)),
      );
    });
  return { call, close: () => client.close() };
}

let root: protobuf.Root | undefined;
/** Every message type in protos/homeward, loaded once, in proto field names. */
export function protoRoot(): protobuf.Root {
  if (!root) {
    root = new protobuf.Root();
    root.resolvePath = (_origin, target) => path.join(PROTOS_DIR, target);
    root.loadSync(protoFiles(), { keepCase: true });
    root.resolveAll();
  }
  return root;
}

/**
 * A message type from the same files with protobufjs, the library proto-loader is built on (proto-loader exposes
 * codecs for RPC methods only); decoded with the same options.
 */
export function messageType(fullName: string): {
  encode(example: Record<string, unknown>): Uint8Array;
  decode(bytes: Uint8Array): Record<string, unknown>;
} {
  const type = protoRoot().lookupType(fullName);
  return {
    encode(example) {
      const problem = type.verify(type.fromObject(example));
      if (problem) throw new Error(`${fullName} example: ${problem}`);
      return type.encode(type.fromObject(example)).finish();
    },
    decode: (bytes) => type.toObject(type.decode(bytes), DECODE_OPTIONS),
  };
}
