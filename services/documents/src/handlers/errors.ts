import {
  answeringWith,
  failedPrecondition,
  invalidArgument,
  notFound,
  unauthenticated,
  unavailable,
  type RpcError,
} from '@homeward/kit';
import { DocumentError, InvalidDocumentDataError, type DocumentErrorKind } from '../domain/errors';

const STATUS_OF: Record<DocumentErrorKind, (message: string) => RpcError> = {
  documentNotFound: notFound,
  propertyNotFound: notFound,
  propertyLocked: failedPrecondition,
  objectionLocked: failedPrecondition,
  alreadyCompleted: failedPrecondition,
  noPreview: failedPrecondition,
  propertyUnavailable: unavailable,
  identityUnavailable: unavailable,
  callerRefused: unauthenticated,
};

/** The use case's result, or the gRPC status its refusal stands for; anything else stays INTERNAL (and logged). */
export const answering = answeringWith((error) => {
  if (error instanceof DocumentError) return STATUS_OF[error.kind](error.message);
  if (error instanceof InvalidDocumentDataError) return invalidArgument(error.message, error.violations);
  return undefined;
});
