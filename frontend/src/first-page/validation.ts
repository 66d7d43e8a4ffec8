// Loaded after the first paint: the BFF's own zod schemas, so the signed-out forms answer with the same rules and
// words as the BFF and the app's forms (a rule and its message live once).
import { signInSchema, signUpSchema } from '@api';
import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

// Mantine form's schemaResolver: the first issue of each field.
function firstIssuePerField(schema: z.ZodType, values: unknown): FieldErrors {
  const result = schema.safeParse(values);
  const errors: FieldErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    errors[field] ??= issue.message;
  }
  return errors;
}

export function signInErrors(values: { email: string; password: string }): FieldErrors {
  return firstIssuePerField(signInSchema, values);
}

export function signUpErrors(values: {
  name: string;
  email: string;
  password: string;
  terms: boolean;
}): FieldErrors {
  return firstIssuePerField(signUpSchema, values);
}
