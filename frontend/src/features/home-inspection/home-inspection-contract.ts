// The SPA's side of the BFF's home inspection API (issue 10). The BFF's own schemas are being written beside this;
// until `@api` exports them the shapes live here, written from the agreed contract, and parse every answer.
import { z } from 'zod';

export const SEVERITIES = ['critical', 'major', 'moderate', 'minor', 'informational'] as const;
export type Severity = (typeof SEVERITIES)[number];
/** The spec: the findings open on the major tab. */
export const DEFAULT_SEVERITY: Severity = 'major';

export const inspectionStatusSchema = z.enum([
  'awaiting_upload',
  'queued',
  'analyzing',
  'analyzed',
  'failed',
]);
export type InspectionStatus = z.infer<typeof inspectionStatusSchema>;

const priceRangeSchema = z.object({ from: z.number(), to: z.number() });
export type PriceRange = z.infer<typeof priceRangeSchema>;

const severityTotalSchema = z.object({ count: z.number(), from: z.number(), to: z.number() });
export type SeverityTotal = z.infer<typeof severityTotalSchema>;

export const structuredDataSchema = z.object({
  summary: z.object({
    strengths: z.array(z.string()),
    weaknesses: z.array(z.string()),
    final_recommendation: z.string(),
  }),
  actionable_next_steps: z.array(z.string()),
});
export type StructuredData = z.infer<typeof structuredDataSchema>;

export const homeInspectionSchema = z.object({
  id: z.string(),
  property_id: z.string(),
  file_name: z.string(),
  status: inspectionStatusSchema,
  structured_data: structuredDataSchema.nullable(),
  failure_reason: z.string().nullable(),
  created_at: z.string(),
  analyzed_at: z.string().nullable(),
  expected_long: z.boolean(),
  // A tier the report has nothing in may be left out.
  severity_totals: z.partialRecord(z.enum(SEVERITIES), severityTotalSchema),
});
export type HomeInspection = z.infer<typeof homeInspectionSchema>;

export const issueDetailsSchema = z.object({
  issue_details: z.string(),
  estimated_fix_price_range: priceRangeSchema.nullable(),
  recommended_actions: z.array(z.string()),
});
export type IssueDetails = z.infer<typeof issueDetailsSchema>;

export const inspectionIssueSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  severity: z.enum(SEVERITIES),
  details: issueDetailsSchema.nullable(),
});
export type InspectionIssue = z.infer<typeof inspectionIssueSchema>;

export const presignedUrlResponseSchema = z.object({ url: z.string().min(1) });
export const homeInspectionResponseSchema = z.object({ home_inspection: homeInspectionSchema });
export const homeInspectionListResponseSchema = z.object({ home_inspections: z.array(homeInspectionSchema) });
export const issueListResponseSchema = z.object({ issues: z.array(inspectionIssueSchema) });
export const issueResponseSchema = z.object({ issue: inspectionIssueSchema });

/** The analysis is still under way: the report page waits (and polls) while a report is in one of these. */
export const PENDING_STATUSES: ReadonlySet<InspectionStatus> = new Set(['queued', 'analyzing']);
