import {
  answeringWith,
  failedPrecondition,
  invalidArgument,
  notFound,
  resourceExhausted,
  unavailable,
  type RpcError,
} from '@homeward/kit';
import { PropertyError, type PropertyErrorKind } from '../domain/errors';

const STATUS_OF: Record<PropertyErrorKind, (message: string) => RpcError> = {
  property_not_found: notFound,
  // The typed address is the request's `address` field: the form shows the words beside it.
  address_not_found: (message) => invalidArgument(message, { address: message }),
  // A re-parse sends no address: the stored one is what no longer resolves.
  stored_address_not_found: failedPrecondition,
  not_removable: failedPrecondition,
  provider_unavailable: unavailable,
  // The BFF answers 429 with the words as they are.
  drafts_full: resourceExhausted,
  lookups_spent: resourceExhausted,
};

/** Runs a use case; its refusals become their status, anything else goes on to the kit (INTERNAL, logged). */
export const answering = answeringWith((error) =>
  error instanceof PropertyError ? STATUS_OF[error.kind](error.message) : undefined,
);
