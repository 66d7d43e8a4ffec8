import { z } from 'zod';

// Every non-2xx answer of the BFF has this body; `fields` maps a form field to its message.
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export { CSRF_HEADER, CSRF_HEADER_VALUE } from './csrf';
