// The home inspection contract (issue 10): the upload URL, the reports, their issues, the re-run and the summary
// PDF. snake_case like the rest of the API; the spec names `presigned_url` and its fields itself.
import { z } from 'zod';
import { propertyIdSchema } from './properties';

/** The spec's upload limit: 100 MB. */
export const MAX_REPORT_BYTES = 104_857_600;
/** The only `file_type` the presigned URL route serves. */
export const REPORT_FILE_TYPE = 'home_inspection_report';
/** pdf, docx and doc, by the MIME types browsers give them. */
export const REPORT_CONTENT_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/msword',
] as const;
/** Longest decoded file name accepted: it becomes part of an object key (S3 keys stop at 1024 bytes). */
export const MAX_FILE_NAME_LENGTH = 255;

export const UPLOAD_MESSAGES = {
  fileName: 'The file name is missing or not URL-encoded',
  fileType: `file_type must be '${REPORT_FILE_TYPE}'`,
  contentType: 'Only PDF, DOCX or DOC files can be uploaded.',
  fileSize: 'The file must be between 1 byte and 100 MB.',
  urlExpired: 'This upload link has expired. Please start the upload again.',
  unknownUpload: 'Upload not found',
  lengthRequired: 'The upload must declare its size (Content-Length).',
  tooLarge: 'The file is larger than 100 MB. Please upload a smaller report.',
  storageFailed: 'The file could not be stored. Please try again.',
  urlUsed: 'This upload link has already been used. To upload another report, start a new upload.',
  urlInUse:
    'This upload link is already in use by another upload. Wait for it to finish, or start a new upload.',
} as const;

/** The error code of a PUT to an expired (or otherwise invalid) upload URL. */
export const UPLOAD_URL_EXPIRED_ERROR = 'upload_url_expired';
/** The error code of a PUT to an upload URL whose upload was already accepted: one URL, one upload. */
export const UPLOAD_URL_USED_ERROR = 'upload_url_used';
export const UPLOAD_IN_PROGRESS_ERROR = 'upload_in_progress';

/** Characters no file name from a browser carries: C0/C1 controls, and `/` `\` that would read as a path. */
// eslint-disable-next-line no-control-regex
const FORBIDDEN_FILE_NAME_CHARACTERS = /[\u0000-\u001f\u007f-\u009f/\\]/;

/** The URL-decoded name, or undefined when the text is not valid URL encoding (e.g. a lone `%`). */
export function decodeFileName(encoded: string): string | undefined {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
}

/** `filename` arrives URL-encoded (the spec): decoded here, refused when it does not decode or is no plain name. */
const encodedFileNameSchema = z.string({ error: UPLOAD_MESSAGES.fileName }).transform((encoded, context) => {
  const decoded = decodeFileName(encoded)?.trim();
  if (
    !decoded ||
    decoded.length > MAX_FILE_NAME_LENGTH ||
    FORBIDDEN_FILE_NAME_CHARACTERS.test(decoded) ||
    decoded === '.' ||
    decoded === '..'
  ) {
    context.addIssue({ code: 'custom', message: UPLOAD_MESSAGES.fileName });
    return z.NEVER;
  }
  return decoded;
});

/** `POST /api/presigned_url`. */
export const presignedUrlSchema = z.object({
  property_id: propertyIdSchema,
  filename: encodedFileNameSchema,
  file_type: z.literal(REPORT_FILE_TYPE, { error: UPLOAD_MESSAGES.fileType }),
  content_type: z.enum(REPORT_CONTENT_TYPES, { error: UPLOAD_MESSAGES.contentType }),
  file_size: z
    .number({ error: UPLOAD_MESSAGES.fileSize })
    .int(UPLOAD_MESSAGES.fileSize)
    .min(1, UPLOAD_MESSAGES.fileSize)
    .max(MAX_REPORT_BYTES, UPLOAD_MESSAGES.fileSize)
    // Spec part 1's body has no size: the PUT's Content-Length and the stored object are checked anyway.
    .optional(),
});
export type PresignedUrlInput = z.input<typeof presignedUrlSchema>;
export type PresignedUrlRequest = z.output<typeof presignedUrlSchema>;

export const presignedUrlResponseSchema = z.object({
  /** Same-origin and relative: `/api/storage/<bucket>/<key>?X-Amz-...`; PUT the file there. */
  url: z.string(),
});

export const SEVERITIES = ['critical', 'major', 'moderate', 'minor', 'informational'] as const;
export const severitySchema = z.enum(SEVERITIES);
export type Severity = z.infer<typeof severitySchema>;

export const INSPECTION_STATUSES = ['awaiting_upload', 'queued', 'analyzing', 'analyzed', 'failed'] as const;
export const inspectionStatusSchema = z.enum(INSPECTION_STATUSES);
export type InspectionStatus = z.infer<typeof inspectionStatusSchema>;

/** Whole US dollars. */
export const priceRangeSchema = z.object({ from: z.number(), to: z.number() });

export const structuredDataSchema = z.object({
  summary: z.object({
    strengths: z.array(z.string()),
    weaknesses: z.array(z.string()),
    final_recommendation: z.string(),
  }),
  actionable_next_steps: z.array(z.string()),
});
export type StructuredData = z.infer<typeof structuredDataSchema>;

/** Per tier: how many issues, and the sum of their estimated repair ranges; `inspector` is the part of both that
 * is the inspector's own estimates (the rest are typical costs in the property's area). */
export const severityTotalSchema = z.object({
  count: z.number().int(),
  from: z.number(),
  to: z.number(),
  // defaulted so an answer from a BFF that predates the field still parses (as no inspector part)
  inspector: z
    .object({ count: z.number().int(), from: z.number(), to: z.number() })
    .default({ count: 0, from: 0, to: 0 }),
});
export const severityTotalsSchema = z.object({
  critical: severityTotalSchema,
  major: severityTotalSchema,
  moderate: severityTotalSchema,
  minor: severityTotalSchema,
  informational: severityTotalSchema,
});
export type SeverityTotals = z.infer<typeof severityTotalsSchema>;

export const homeInspectionSchema = z.object({
  id: z.string(),
  property_id: z.string(),
  file_name: z.string(),
  status: inspectionStatusSchema,
  /** Null until analyzed. */
  structured_data: structuredDataSchema.nullable(),
  /** Why the analysis failed, in words for the buyer; null unless it failed. */
  failure_reason: z.string().nullable(),
  created_at: z.string(),
  analyzed_at: z.string().nullable(),
  /** The analysis was estimated to take long: the buyer hears by e-mail and in-app notice when it is done. */
  expected_long: z.boolean(),
  /** Every tier, zero where the report has none. */
  severity_totals: severityTotalsSchema,
});
export type HomeInspection = z.infer<typeof homeInspectionSchema>;

export const costSourceSchema = z.enum(['inspector', 'typical']);
export type CostSource = z.infer<typeof costSourceSchema>;

export const issueDetailsSchema = z.object({
  issue_details: z.string(),
  /** Null when no cost applies (informational items). */
  estimated_fix_price_range: priceRangeSchema.nullable(),
  recommended_actions: z.array(z.string()),
  /** Whose range it is: `inspector` (the inspector's estimate, written in the report) or `typical` (the typical cost
   * in the property's area); null when not known (details from before costs were labelled, or a BFF that predates
   * the field). */
  cost_source: costSourceSchema.nullable().default(null),
});
export type IssueDetails = z.infer<typeof issueDetailsSchema>;

export const inspectionIssueSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  severity: severitySchema,
  /** Null until the buyer expands the issue (`POST /api/property/home-inspection-issue`). */
  details: issueDetailsSchema.nullable(),
});
export type InspectionIssue = z.infer<typeof inspectionIssueSchema>;

export const homeInspectionIdSchema = z.uuid('Home inspection not found');
export const issueIdSchema = z.uuid('Issue not found');

export const homeInspectionParamsSchema = z.object({ id: homeInspectionIdSchema });
export const explainIssueSchema = z.object({ issue_id: issueIdSchema });
export const retryAnalysisSchema = z.object({ home_inspection_id: homeInspectionIdSchema });

export const homeInspectionResponseSchema = z.object({ home_inspection: homeInspectionSchema });
export const homeInspectionListResponseSchema = z.object({ home_inspections: z.array(homeInspectionSchema) });
export const issueListResponseSchema = z.object({ issues: z.array(inspectionIssueSchema) });
export const issueResponseSchema = z.object({ issue: inspectionIssueSchema });
