import { status } from '@grpc/grpc-js';
import { failedPrecondition, invalidArgument, notFound, RpcError, unauthenticated } from '@homeward/kit';
import { InvalidTourRequestError, TourError, type TourErrorKind } from '../domain/errors';

const unavailable = (message: string) => new RpcError(status.UNAVAILABLE, message);
const aborted = (message: string) => new RpcError(status.ABORTED, message);
const exhausted = (message: string) => new RpcError(status.RESOURCE_EXHAUSTED, message);

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
  tooManyRequests: exhausted,
  linkInvalid: notFound,
  linkExpired: failedPrecondition,
  tourCancelled: aborted,
  otherSlotConfirmed: aborted,
  propertyUnavailable: unavailable,
  callerRefused: unauthenticated,
};

/** The use case's result, or the gRPC status its refusal stands for; anything else stays INTERNAL (and logged). */
export async function answering<T>(useCase: Promise<T>): Promise<T> {
  try {
    return await useCase;
  } catch (error) {
    if (error instanceof TourError) throw STATUS_OF[error.kind](error.message);
    if (error instanceof InvalidTourRequestError) throw invalidArgument(error.message, error.violations);
    throw error;
  }
}
