import { notFound, type RpcError } from '@homeward/kit';
import { DocumentsError, type DocumentsErrorKind } from '../domain/errors';

const STATUS_OF: Record<DocumentsErrorKind, (message: string) => RpcError> = {
  documents_not_found: notFound,
};

/** The use case's result, or the gRPC status its domain error stands for; anything else stays INTERNAL. */
export async function answering<T>(useCase: Promise<T>): Promise<T> {
  try {
    return await useCase;
  } catch (error) {
    if (error instanceof DocumentsError) throw STATUS_OF[error.kind](error.message);
    throw error;
  }
}
