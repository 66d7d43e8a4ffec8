import { fieldViolationsOf, isServiceError, type FieldViolations } from '@homeward/kit';

export interface GrpcFailure {
  code: number;
  details: string;
  /** The google.rpc.BadRequest detail's violations, by proto field name. */
  fields: FieldViolations | undefined;
}

/** The gRPC status and field violations a call failed with; fails the test if it succeeded or failed otherwise. */
export async function grpcFailureOf(call: Promise<unknown>): Promise<GrpcFailure> {
  try {
    await call;
  } catch (error) {
    if (!isServiceError(error)) throw error;
    return { code: error.code, details: error.details, fields: fieldViolationsOf(error.metadata) };
  }
  throw new Error('expected the call to fail, but it succeeded');
}
