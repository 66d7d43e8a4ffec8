// The refusals the use cases end in, with the words the caller reads; handlers turn each kind into a gRPC status.

export const INSPECTION_MESSAGES = {
  propertyNotFound: 'Property not found',
  propertyLocked: 'Unlock this property to analyze a home inspection report.',
  uploadLimitReached: 'This property already has two inspection reports; no more uploads are allowed.',
  propertyUnavailable: 'The property service is unavailable. Please try again.',
  /** The property service refused the caller's token that this service accepted (it expired in between). */
  propertyRefusedCaller: 'A valid access token is required',
  inspectionNotFound: 'Home inspection report not found',
  issueNotFound: 'Issue not found',
  uploadNotFound: 'The upload was not found. Please upload the report again.',
  storageUnavailable: 'The file storage is unavailable. Please try again.',
  notRetryable: 'Only a failed analysis can be run again.',
  notAnalyzed: 'The report has not been analyzed yet.',
  engineUnavailable: 'The analysis engine is unavailable. Please try again.',
  retryLimitReached:
    'This report has used all of its retries, so it cannot be analyzed again. Please contact support.',
  reportBudgetSpent:
    'This report used up its analysis budget, so it cannot be analyzed again. Please contact support.',
  dailyBudgetReached: "You have reached today's analysis limit; try again tomorrow.",
  uploadInProgress:
    'This upload link is already in use by another upload. Wait for it to finish, or start a new upload.',
  uploadUrlUsed: 'This upload link has already been used. To upload another report, start a new upload.',
  storageQuotaReached:
    'Your inspection reports have used all of the storage your account has, so this report cannot be uploaded. ' +
    'Please contact support.',
} as const;

export type InspectionErrorKind = keyof typeof INSPECTION_MESSAGES;

export class InspectionError extends Error {
  /** `retryAfterSeconds`: when a refusal for now (today's limit) lifts, sent to the caller as Retry-After. */
  constructor(
    readonly kind: InspectionErrorKind,
    readonly retryAfterSeconds?: number,
  ) {
    super(INSPECTION_MESSAGES[kind]);
    this.name = 'InspectionError';
  }
}

/** A field of the request the caller must fix; `field` is the proto field name it is about. */
export class UploadRefusedError extends Error {
  constructor(
    readonly field: 'file_name' | 'content_type' | 'file_size' | 'file',
    message: string,
  ) {
    super(message);
    this.name = 'UploadRefusedError';
  }
}
