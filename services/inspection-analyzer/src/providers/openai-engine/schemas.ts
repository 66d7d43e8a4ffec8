// What the model may answer, once as zod (the validation every answer goes through) and, derived from it, as the
// strict JSON Schema sent in `response_format`. Strings are bounded in length and arrays in count so a runaway or
// steered answer is rejected instead of stored; optional fields are `nullable` because strict mode wants every
// property required.
import { zodResponseFormat } from 'openai/helpers/zod';
import { z } from 'zod';
import { SEVERITIES } from '../../domain/report';

export const LIMITS = {
  title: 200,
  description: 2_000,
  label: 200,
  findingsPerChunk: 80,
  summaryItems: 10,
  summaryItem: 400,
  recommendation: 2_000,
  nextSteps: 12,
  issueDetails: 4_000,
  actions: 10,
  maxPrice: 5_000_000,
} as const;

const text = (max: number) => z.string().trim().min(1).max(max);
const label = z.string().trim().max(LIMITS.label).nullable();

export const findingAnswer = z.strictObject({
  title: text(LIMITS.title),
  description: text(LIMITS.description),
  severity: z.enum(SEVERITIES),
  section: label,
  location: label,
  trade: label,
  page: z.number().int().min(1).max(100_000).nullable(),
});

export const chunkAnswer = z.strictObject({
  findings: z.array(findingAnswer).max(LIMITS.findingsPerChunk),
});

const summaryItems = z.array(text(LIMITS.summaryItem)).max(LIMITS.summaryItems);

export const summaryAnswer = z.strictObject({
  strengths: summaryItems,
  weaknesses: summaryItems,
  final_recommendation: text(LIMITS.recommendation),
  actionable_next_steps: z.array(text(LIMITS.summaryItem)).max(LIMITS.nextSteps),
});

const dollars = z.number().int().min(0).max(LIMITS.maxPrice);

export const explainAnswer = z.strictObject({
  issue_details: text(LIMITS.issueDetails),
  estimated_fix_price_range: z
    .strictObject({ from: dollars, to: dollars })
    .refine((range) => range.from <= range.to, { message: '`from` must not exceed `to`' })
    .nullable(),
  recommended_actions: z.array(text(LIMITS.summaryItem)).min(1).max(LIMITS.actions),
});

export type FindingAnswer = z.infer<typeof findingAnswer>;
export type ChunkAnswer = z.infer<typeof chunkAnswer>;
export type SummaryAnswer = z.infer<typeof summaryAnswer>;
export type ExplainAnswer = z.infer<typeof explainAnswer>;

/** The `response_format` of a Chat Completions request: strict structured output for one of the schemas above. */
export interface JsonSchemaResponseFormat {
  type: 'json_schema';
  json_schema: { name: string; strict: true; schema: Record<string, unknown> };
}

// OpenAI's strict mode accepts only a subset of JSON Schema; string lengths are outside it and would make the request
// a 400, so they are enforced by zod alone. Counts (maxItems/minItems) and number bounds are in the subset and kept.
const UNSUPPORTED_IN_STRICT_MODE = new Set(['minLength', 'maxLength', '$schema']);

function withoutUnsupported(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutUnsupported);
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => !UNSUPPORTED_IN_STRICT_MODE.has(key))
      .map(([key, value]) => [key, withoutUnsupported(value)]),
  );
}

export function responseFormatOf(schema: z.ZodType, name: string): JsonSchemaResponseFormat {
  const generated = zodResponseFormat(schema, name).json_schema;
  return {
    type: 'json_schema',
    json_schema: {
      name,
      strict: true,
      schema: withoutUnsupported(generated.schema) as Record<string, unknown>,
    },
  };
}

/** Each answer schema by the format name the engine asks for it under, so an answer can be checked where only the
 * name travels (a worker thread). */
export const ANSWER_SCHEMAS: Record<string, z.ZodType> = {
  inspection_findings: chunkAnswer,
  inspection_summary: summaryAnswer,
  issue_details: explainAnswer,
};
