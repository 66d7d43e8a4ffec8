import { status } from '@grpc/grpc-js';
import { failedPrecondition, invalidArgument, notFound, RpcError, unauthenticated } from '@homeward/kit';
import { DocumentError, InvalidDocumentDataError, type DocumentErrorKind } from '../domain/errors';

const unavailable = (message: string) => new RpcError(status.UNAVAILABLE, message);

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
export async function answering<T>(useCase: Promise<T>): Promise<T> {
  try {
    return await useCase;
  } catch (error) {
    if (error instanceof DocumentError) throw STATUS_OF[error.kind](error.message);
    if (error instanceof InvalidDocumentDataError) throw invalidArgument(error.message, error.violations);
    throw error;
  }
}
