import { status } from '@grpc/grpc-js';
import {
  alreadyExists,
  failedPrecondition,
  invalidArgument,
  notFound,
  resourceExhausted,
  RpcError,
  unauthenticated,
} from '@homeward/kit';
import { InspectionError, UploadRefusedError, type InspectionErrorKind } from '../domain/errors';
import { ObjectTooLargeError, StorageUnavailableError } from '../providers/object-storage';

const unavailable = (message: string) => new RpcError(status.UNAVAILABLE, message);

const STATUS_OF: Record<InspectionErrorKind, (message: string) => RpcError> = {
  propertyNotFound: notFound,
  propertyLocked: failedPrecondition,
  uploadLimitReached: alreadyExists,
  propertyUnavailable: unavailable,
  propertyRefusedCaller: unauthenticated,
  inspectionNotFound: notFound,
  issueNotFound: notFound,
  uploadNotFound: notFound,
  storageUnavailable: unavailable,
  notRetryable: failedPrecondition,
  notAnalyzed: failedPrecondition,
  engineUnavailable: unavailable,
  retryLimitReached: failedPrecondition,
  reportBudgetSpent: failedPrecondition,
  dailyBudgetReached: resourceExhausted,
  storageQuotaReached: failedPrecondition,
  // ABORTED: a concurrent PUT of the same URL holds the claim (a race lost, not a state the caller can fix)
  uploadInProgress: (message) => new RpcError(status.ABORTED, message),
  uploadUrlUsed: failedPrecondition,
};

/** The use case's result, or the gRPC status its refusal stands for; anything else stays INTERNAL (and logged). */
export async function answering<T>(useCase: Promise<T>): Promise<T> {
  try {
    return await useCase;
  } catch (error) {
    if (error instanceof InspectionError && error.kind === 'dailyBudgetReached')
      throw resourceExhausted(error.message, error.retryAfterSeconds);
    if (error instanceof InspectionError) throw STATUS_OF[error.kind](error.message);
    if (error instanceof UploadRefusedError)
      throw invalidArgument(error.message, { [error.field]: error.message });
    if (error instanceof StorageUnavailableError || error instanceof ObjectTooLargeError)
      throw unavailable(new InspectionError('storageUnavailable').message);
    throw error;
  }
}
