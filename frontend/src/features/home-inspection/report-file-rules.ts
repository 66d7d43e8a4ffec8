import type { FileRejection } from '@mantine/dropzone';
import { UPLOAD_MESSAGES } from './home-inspection-contract';

// The spec: pdf, docx or doc, up to 100 MB (104857600 bytes). The server checks the bytes themselves after upload.
export { MAX_REPORT_BYTES } from './home-inspection-contract';

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const DOC = 'application/msword';

/**
 * By MIME type and by extension: browsers on some systems give a .doc or .docx an empty or generic type, and the
 * dropzone accepts a file when either matches.
 */
export const ACCEPTED_REPORT_TYPES: Record<string, string[]> = {
  [PDF]: ['.pdf'],
  [DOCX]: ['.docx'],
  [DOC]: ['.doc'],
};

const TYPE_BY_EXTENSION: Record<string, string> = { pdf: PDF, docx: DOCX, doc: DOC };

/** The Content-Type to announce and send: the browser's when it names one of ours, else the one the extension implies. */
export function reportContentType(file: Pick<File, 'name' | 'type'>): string {
  if (file.type in ACCEPTED_REPORT_TYPES) return file.type;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return TYPE_BY_EXTENSION[extension] ?? (file.type || 'application/octet-stream');
}

// The BFF's own words for the same refusals, so the buyer reads one message whichever side says no.
export const WRONG_TYPE_MESSAGE = UPLOAD_MESSAGES.contentType;
export const TOO_LARGE_MESSAGE = UPLOAD_MESSAGES.tooLarge;

/** Says, in the buyer's terms, why the dropzone turned a file down. */
export function rejectionMessage(rejection: FileRejection): string {
  const codes = rejection.errors.map((error) => error.code);
  if (codes.includes('file-invalid-type')) return `${rejection.file.name}: ${WRONG_TYPE_MESSAGE}`;
  if (codes.includes('file-too-large')) return `${rejection.file.name}: ${TOO_LARGE_MESSAGE}`;
  return `${rejection.file.name}: ${rejection.errors[0]?.message ?? 'This file cannot be uploaded.'}`;
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
