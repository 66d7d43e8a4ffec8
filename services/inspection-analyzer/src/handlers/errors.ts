import {
  aborted,
  alreadyExists,
  answeringWith,
  failedPrecondition,
  invalidArgument,
  notFound,
  resourceExhausted,
  unauthenticated,
  unavailable,
  type RpcError,
} from '@homeward/kit';
import { InspectionError, UploadRefusedError, type InspectionErrorKind } from '../domain/errors';
import { ObjectTooLargeError, StorageUnavailableError } from '../providers/object-storage';

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
  uploadInProgress: aborted,
  uploadUrlUsed: failedPrecondition,
};

/** The use case's result, or the gRPC status its refusal stands for; anything else stays INTERNAL (and logged). */
export const answering = answeringWith((error) => {
  if (error instanceof InspectionError && error.kind === 'dailyBudgetReached')
    return resourceExhausted(error.message, error.retryAfterSeconds);
  if (error instanceof InspectionError) return STATUS_OF[error.kind](error.message);
  if (error instanceof UploadRefusedError)
    return invalidArgument(error.message, { [error.field]: error.message });
  if (error instanceof StorageUnavailableError || error instanceof ObjectTooLargeError)
    return unavailable(new InspectionError('storageUnavailable').message);
  return undefined;
});
