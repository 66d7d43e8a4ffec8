import { Metadata, status } from '@grpc/grpc-js';

/** Field name -> message, carried beside INVALID_ARGUMENT so the BFF can show it next to the form field. */
export type FieldViolations = Record<string, string>;

export const FIELD_VIOLATIONS_KEY = 'x-field-violations-bin';

/** An error a handler throws on purpose; anything else becomes INTERNAL and is logged. */
export class RpcError extends Error {
  constructor(
    readonly code: status,
    message: string,
    readonly fields?: FieldViolations,
  ) {
    super(message);
    this.name = 'RpcError';
  }

  toMetadata(): Metadata {
    const metadata = new Metadata();
    if (this.fields) metadata.set(FIELD_VIOLATIONS_KEY, Buffer.from(JSON.stringify(this.fields)));
    return metadata;
  }
}

export const invalidArgument = (message: string, fields?: FieldViolations) =>
  new RpcError(status.INVALID_ARGUMENT, message, fields);
export const notFound = (message: string) => new RpcError(status.NOT_FOUND, message);
export const alreadyExists = (message: string) => new RpcError(status.ALREADY_EXISTS, message);
export const failedPrecondition = (message: string) => new RpcError(status.FAILED_PRECONDITION, message);
export const permissionDenied = (message: string) => new RpcError(status.PERMISSION_DENIED, message);
export const unauthenticated = (message: string) => new RpcError(status.UNAUTHENTICATED, message);
export const resourceExhausted = (message: string) => new RpcError(status.RESOURCE_EXHAUSTED, message);

/** Reads the field violations a server attached to an error, if any. */
export function fieldViolationsOf(metadata: Metadata | undefined): FieldViolations | undefined {
  const raw = metadata?.get(FIELD_VIOLATIONS_KEY)[0];
  if (!raw) return undefined;
  try {
    return JSON.parse(Buffer.isBuffer(raw) ? raw.toString('utf8') : raw) as FieldViolations;
  } catch {
    return undefined;
  }
}
