// What the RPCs accept. Keys are the proto field names, which become the field violations' names.
import { invalidArgument, notFound, type FieldViolations } from '@homeward/kit';
import { z } from 'zod';
import type {
  CreateInspectionAnalyzerRequest,
  GetInspectionAnalyzerRequest,
} from '@homeward/protos/gen/homeward/inspection_analyzer/v1/inspection_analyzer';
import { INSPECTION_ANALYZER_NOT_FOUND } from '../domain/errors';
import { titleSchema } from '../domain/inspection-analyzer';

const createInspectionAnalyzerRequest = z.object({ title: titleSchema });
const inspectionAnalyzerIdRequest = z.object({
  inspection_analyzer_id: z.string().min(1, 'A inspection-analyzer id is required'),
});
const UUID = z.uuid();

/** The request as `schema` reads it, or INVALID_ARGUMENT naming every bad field by its proto path. */
function parse<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const violations: FieldViolations = {};
  for (const issue of result.error.issues) violations[issue.path.join('.')] ??= issue.message;
  throw invalidArgument(result.error.issues[0]?.message ?? 'Invalid request', violations);
}

export function titleOf(request: CreateInspectionAnalyzerRequest): string {
  return parse(createInspectionAnalyzerRequest, { title: request.title }).title;
}

/** The id asked for; one that is not a UUID names no record, so it is NOT_FOUND rather than a bad request. */
export function inspectionAnalyzerIdOf(request: GetInspectionAnalyzerRequest): string {
  const { inspection_analyzer_id: id } = parse(inspectionAnalyzerIdRequest, {
    inspection_analyzer_id: request.inspectionAnalyzerId,
  });
  if (!UUID.safeParse(id).success) throw notFound(INSPECTION_ANALYZER_NOT_FOUND);
  return id.toLowerCase();
}
