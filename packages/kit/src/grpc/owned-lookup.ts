import { status } from '@grpc/grpc-js';
import type { Logger } from '../logger';
import { isServiceError } from './client';

/**
 * How a service turns the failures of a call for one of the caller's resources into its own domain errors. The
 * other service's gRPC status never leaks out: a caller whose token it refused, or a service that is down, mean
 * different things to each caller's use cases.
 */
export interface OwnedLookupFailures {
  /** The other service refused the caller's token (UNAUTHENTICATED). */
  refused: () => Error;
  /** Anything else: down, deadline, internal. Logged here with its status, once. */
  unavailable: () => Error;
}

/**
 * Runs a call that fetches one of the caller's resources from another service, forwarding the caller's token (the
 * kit's client does that), so the other service applies its own ownership rule. NOT_FOUND, which is also what
 * another user's resource is, becomes `undefined`.
 */
export async function lookupOwned<T>(
  what: string,
  call: () => Promise<T>,
  failures: OwnedLookupFailures,
  logger: Logger,
): Promise<T | undefined> {
  try {
    return await call();
  } catch (error) {
    if (!isServiceError(error)) {
      logger.warn({ err: error }, `${what} call failed`);
      throw failures.unavailable();
    }
    if (error.code === status.NOT_FOUND) return undefined;
    if (error.code === status.UNAUTHENTICATED) throw failures.refused();
    logger.warn({ err: error, code: status[error.code] }, `${what} call failed`);
    throw failures.unavailable();
  }
}
