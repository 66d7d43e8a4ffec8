// Why a use case refused: the handlers turn each kind into its gRPC status, the words travel as they are.

export const DOCUMENTS_NOT_FOUND = 'Documents not found';

export type DocumentsErrorKind =
  /** No record of the caller's has that id (another user's record is just as absent). */
  'documents_not_found';

export class DocumentsError extends Error {
  constructor(
    readonly kind: DocumentsErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'DocumentsError';
  }
}

export const documentsNotFound = () => new DocumentsError('documents_not_found', DOCUMENTS_NOT_FOUND);
