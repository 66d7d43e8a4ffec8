// What a report upload may be (type, size, name) and where it is kept. No I/O: the object checks are in
// file-signature.ts, the storage in providers/object-storage.ts.

export const MAX_REPORT_BYTES = 104_857_600;
export const MAX_UPLOADS_PER_PROPERTY = 2;

export type ReportFileType = 'pdf' | 'docx' | 'doc';

/** The content type each accepted type is uploaded (and stored) with. */
export const CONTENT_TYPES: Record<ReportFileType, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
};

const TYPE_NAMES: Record<ReportFileType, string> = {
  pdf: 'a PDF document',
  docx: 'a Word (.docx) document',
  doc: 'a Word (.doc) document',
};

export const UPLOAD_MESSAGES = {
  unsupportedType: 'Upload a PDF, DOCX or DOC file.',
  typeMismatch: "The file's extension does not match its type. Upload a PDF, DOCX or DOC file.",
  empty: 'The file is empty.',
  tooLarge: 'The file is larger than 100 MB.',
  nameRequired: 'A file name is required',
  notWhatItClaims: (type: ReportFileType) => `This file is not ${TYPE_NAMES[type]}.`,
  sizeMismatch: 'The uploaded file is not the size that was announced. Please upload it again.',
  notUploaded: 'The file has not been uploaded yet.',
} as const;

/** `application/pdf; charset=binary` -> `application/pdf`. */
function mediaType(contentType: string): string {
  return contentType.split(';')[0]!.trim().toLowerCase();
}

export function fileTypeOfContentType(contentType: string): ReportFileType | undefined {
  const media = mediaType(contentType);
  return (Object.keys(CONTENT_TYPES) as ReportFileType[]).find((type) => CONTENT_TYPES[type] === media);
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export type FileTypeCheck =
  { ok: true; type: ReportFileType } | { ok: false; field: 'content_type' | 'file_name'; message: string };

/** The report's type when its content type AND its extension both say the same accepted type. */
export function checkFileType(fileName: string, contentType: string): FileTypeCheck {
  const type = fileTypeOfContentType(contentType);
  if (!type) return { ok: false, field: 'content_type', message: UPLOAD_MESSAGES.unsupportedType };
  const extension = extensionOf(fileName);
  if (!(extension in CONTENT_TYPES))
    return { ok: false, field: 'file_name', message: UPLOAD_MESSAGES.unsupportedType };
  if (extension !== type) return { ok: false, field: 'file_name', message: UPLOAD_MESSAGES.typeMismatch };
  return { ok: true, type };
}

export function checkFileSize(size: number): string | undefined {
  if (!Number.isSafeInteger(size) || size < 1) return UPLOAD_MESSAGES.empty;
  if (size > MAX_REPORT_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return undefined;
}

export const MAX_FILE_NAME_LENGTH = 120;

/**
 * A name safe to put in an object key, a URL and a Content-Disposition header: the last path segment only, letters,
 * digits and `. _ -` (everything else becomes `-`), no leading dots, at most 120 characters with the extension
 * kept. What is left of a hostile name may be empty: then `report.<type>`.
 */
export function safeFileName(fileName: string, type: ReportFileType): string {
  const lastSegment = fileName.split(/[/\\]/).pop() ?? '';
  // the extension goes first: the checked type is put back, whatever the name claimed
  const withoutExtension = lastSegment.replace(/\.[^.]*$/, '');
  const stem = withoutExtension
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // accents, split off by NFKD
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/^[.-]+/, '')
    .slice(0, MAX_FILE_NAME_LENGTH - type.length - 1)
    .replace(/(?<![.-])[.-]+$/, '');
  return `${stem || 'report'}.${type}`;
}

/** The name shown back to the buyer: control characters and path segments removed, length bounded. */
export function displayFileName(fileName: string): string {
  const lastSegment = fileName.split(/[/\\]/).pop() ?? '';
  return lastSegment
    .replace(/\p{Cc}|\p{Cf}/gu, '') // control and format characters (bidi overrides included)
    .trim()
    .slice(0, 255);
}

/** Where every report's object lives in the bucket. */
export const REPORT_KEY_PREFIX = 'inspections/';

/** `inspections/<userId>/<propertyId>/<inspectionId>/<safe file name>`: every segment is an id or a safe name. */
export function objectKeyFor(parts: {
  userId: string;
  propertyId: string;
  inspectionId: string;
  safeName: string;
}): string {
  for (const segment of [parts.userId, parts.propertyId, parts.inspectionId]) {
    if (!/^[A-Za-z0-9_-]{1,100}$/.test(segment)) throw new Error('object key segment is not an id');
  }
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(parts.safeName))
    throw new Error('object key file name is not safe');
  return `${REPORT_KEY_PREFIX}${parts.userId}/${parts.propertyId}/${parts.inspectionId}/${parts.safeName}`;
}
