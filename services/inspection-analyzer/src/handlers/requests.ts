// What the RPCs accept. Keys are the proto field names, which become the field violations' names; the BFF maps
// them to its own JSON fields.
import { invalidArgument, notFound, type FieldViolations } from '@homeward/kit';
import type { CreateUploadUrlRequest } from '@homeward/protos/gen/homeward/inspection_analyzer/v1/inspection_analyzer';
import { z } from 'zod';
import type { UploadRequest } from '../application/uploads';
import { INSPECTION_MESSAGES } from '../domain/errors';
import { MAX_REPORT_BYTES, UPLOAD_MESSAGES } from '../domain/report-file';

const UUID = z.uuid();

/** The request as `schema` reads it, or INVALID_ARGUMENT naming every bad field by its proto path. */
function parse<T>(schema: z.ZodType<T>, input: unknown, fieldNames: Record<string, string> = {}): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const violations: FieldViolations = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    violations[fieldNames[path] ?? path] ??= issue.message;
  }
  throw invalidArgument(result.error.issues[0]?.message ?? 'Invalid request', violations);
}

const createUploadUrl = z.object({
  property_id: z
    .string()
    .trim()
    .min(1, 'A property id is required')
    .max(100, 'A property id has at most 100 characters'),
  file_name: z.string().trim().min(1, UPLOAD_MESSAGES.nameRequired).max(1000, 'The file name is too long'),
  content_type: z
    .string()
    .trim()
    .min(1, UPLOAD_MESSAGES.unsupportedType)
    .max(200, UPLOAD_MESSAGES.unsupportedType),
  // 0 (proto3's unset) is a size not announced: spec part 1's presign body has none, and the object is measured
  // when it is accepted.
  file_size: z
    .number()
    .int(UPLOAD_MESSAGES.empty)
    .min(0, UPLOAD_MESSAGES.empty)
    .max(MAX_REPORT_BYTES, UPLOAD_MESSAGES.tooLarge),
});

export function uploadRequestOf(request: CreateUploadUrlRequest): UploadRequest {
  const parsed = parse(createUploadUrl, {
    property_id: request.propertyId,
    file_name: request.fileName,
    content_type: request.contentType,
    file_size: Number(request.fileSize),
  });
  return {
    propertyId: uuidOr(parsed.property_id, INSPECTION_MESSAGES.propertyNotFound),
    fileName: parsed.file_name,
    contentType: parsed.content_type,
    fileSize: parsed.file_size === 0 ? undefined : parsed.file_size,
  };
}

/**
 * An id the caller named (`field`, its proto name): empty is a bad request; one that is not a UUID names nothing
 * of theirs, so it is NOT_FOUND like another user's.
 */
export function idOf(field: string, value: string, notFoundMessage: string): string {
  const name = field.replace(/_/g, ' ');
  const required = `${/^[aeiou]/.test(name) ? 'An' : 'A'} ${name} is required`;
  const parsed = parse(z.object({ id: z.string().trim().min(1, required) }), { id: value }, { id: field });
  return uuidOr(parsed.id, notFoundMessage);
}

function uuidOr(id: string, notFoundMessage: string): string {
  if (!UUID.safeParse(id).success) throw notFound(notFoundMessage);
  return id.toLowerCase();
}
