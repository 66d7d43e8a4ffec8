import {
  aborted,
  answeringWith,
  failedPrecondition,
  invalidArgument,
  notFound,
  resourceExhausted,
  unauthenticated,
  unavailable,
  type RpcError,
} from '@homeward/kit';
import { InvalidTourRequestError, TourError, type TourErrorKind } from '../domain/errors';

/**
 * The confirmation link's refusals get three distinct codes, so the BFF answers each without reading words:
 * NOT_FOUND (forged, or names nothing: 404), FAILED_PRECONDITION (expired: 410) and ABORTED (the tour moved on:
 * cancelled, or another slot confirmed: 409).
 */
const STATUS_OF: Record<TourErrorKind, (message: string) => RpcError> = {
  tourNotFound: notFound,
  propertyNotFound: notFound,
  propertyNotListed: failedPrecondition,
  alreadyCancelled: failedPrecondition,
  tourInPast: failedPrecondition,
  tooManyRequests: resourceExhausted,
  linkInvalid: notFound,
  linkExpired: failedPrecondition,
  tourCancelled: aborted,
  otherSlotConfirmed: aborted,
  propertyUnavailable: unavailable,
  callerRefused: unauthenticated,
};

/** The use case's result, or the gRPC status its refusal stands for; anything else stays INTERNAL (and logged). */
export const answering = answeringWith((error) => {
  if (error instanceof TourError) return STATUS_OF[error.kind](error.message);
  if (error instanceof InvalidTourRequestError) return invalidArgument(error.message, error.violations);
  return undefined;
});
