import { status } from '@grpc/grpc-js';
import { failedPrecondition, invalidArgument, notFound, RpcError } from '@homeward/kit';
import { PropertyError, type PropertyErrorKind } from '../domain/errors';

const STATUS_OF: Record<PropertyErrorKind, (message: string) => RpcError> = {
  property_not_found: notFound,
  // The typed address is the request's `address` field: the form shows the words beside it.
  address_not_found: (message) => invalidArgument(message, { address: message }),
  // A re-parse sends no address: the stored one is what no longer resolves.
  stored_address_not_found: failedPrecondition,
  not_removable: failedPrecondition,
  provider_unavailable: (message) => new RpcError(status.UNAVAILABLE, message),
  // The BFF answers 429 with the words as they are.
  drafts_full: (message) => new RpcError(status.RESOURCE_EXHAUSTED, message),
  lookups_spent: (message) => new RpcError(status.RESOURCE_EXHAUSTED, message),
};

/** Runs a use case; its refusals become their status, anything else goes on to the kit (INTERNAL, logged). */
export async function answering<T>(useCase: Promise<T>): Promise<T> {
  try {
    return await useCase;
  } catch (error) {
    if (error instanceof PropertyError) throw STATUS_OF[error.kind](error.message);
    throw error;
  }
}
