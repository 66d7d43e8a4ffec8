import { z } from 'zod';

// Every non-2xx answer of the BFF has this body; `fields` maps a form field to its message.
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

// Header the BFF requires on every state-changing request (CSRF defence for a cookie session).
export const CSRF_HEADER = 'X-Requested-With';
export const CSRF_HEADER_VALUE = 'XMLHttpRequest';
