// The refusals the use cases end in, with the words the caller reads; handlers turn each kind into a gRPC status.

export const DOCUMENT_MESSAGES = {
  documentNotFound: 'Document not found',
  propertyNotFound: 'Property not found',
  propertyLocked: 'Unlock this property to write a purchase agreement.',
  objectionLocked: 'Unlock this property to write a due diligence objection.',
  alreadyCompleted: 'This document is completed; edit its new draft instead.',
  noPreview: 'Preview the document before downloading its preview.',
  propertyUnavailable: 'The property service is unavailable. Please try again.',
  identityUnavailable: 'The account service is unavailable. Please try again.',
  /** Property or identity refused the caller's token that this service accepted (it expired in between). */
  callerRefused: 'A valid access token is required',
} as const;

export type DocumentErrorKind = keyof typeof DOCUMENT_MESSAGES;

export class DocumentError extends Error {
  constructor(readonly kind: DocumentErrorKind) {
    super(DOCUMENT_MESSAGES[kind]);
    this.name = 'DocumentError';
  }
}

/** The data breaks a rule: each violation keyed by the data's dotted path (`buyers.0.email`). */
export class InvalidDocumentDataError extends Error {
  constructor(readonly violations: Record<string, string>) {
    super(Object.values(violations)[0] ?? 'Invalid document data');
    this.name = 'InvalidDocumentDataError';
  }
}
