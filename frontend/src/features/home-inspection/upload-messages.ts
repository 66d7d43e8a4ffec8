// The spec's error catalogue for uploads, word for word.
export const UPLOAD_FAILED_TITLE = 'Upload Failed';
export const UPLOAD_FAILED_MESSAGE = 'There was an error uploading your report. Please try again.';
export const UNEXPECTED_TITLE = 'Error';
export const UNEXPECTED_MESSAGE = 'An unexpected error occurred. Please try again.';
export const UPLOADED_TITLE = 'Report uploaded successfully!';
export const UPLOADED_MESSAGE = 'Your home inspection report has been uploaded.';
export const ERROR_SCREEN_TEXT =
  'Something went wrong. An error occurred while processing your request. Please try again later or contact support if the issue persists.';
