import { apiErrorSchema, CSRF_HEADER, CSRF_HEADER_VALUE } from '@api';
import type { z } from 'zod';
import { GENERIC_ERROR_MESSAGE } from './messages';

export { GENERIC_ERROR_MESSAGE };

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }

  get isUnauthenticated(): boolean {
    return this.status === 401;
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }
}

type Body = { json: unknown } | { form: FormData } | undefined;

export interface ApiRequest<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: Body;
  schema: z.ZodType<T>;
  signal?: AbortSignal;
}

function buildInit(method: string, body: Body, signal: AbortSignal | undefined): RequestInit {
  const headers = new Headers({ Accept: 'application/json' });
  // The BFF rejects state-changing requests without this header (CSRF defence for the cookie session).
  if (method !== 'GET') headers.set(CSRF_HEADER, CSRF_HEADER_VALUE);
  let payload: BodyInit | undefined;
  if (body && 'json' in body) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body.json);
  } else if (body) {
    // The browser sets the multipart boundary itself; setting Content-Type here would break it.
    payload = body.form;
  }
  return { method, headers, body: payload, credentials: 'same-origin', signal };
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const parsed = apiErrorSchema.safeParse(await readJson(response));
  if (!parsed.success) return new ApiError(response.status, `http_${response.status}`, GENERIC_ERROR_MESSAGE);
  const { error, message, fields } = parsed.data;
  return new ApiError(response.status, error, message || GENERIC_ERROR_MESSAGE, fields);
}

export async function apiFetch<T>(path: string, request: ApiRequest<T>): Promise<T> {
  const method = request.method ?? (request.body ? 'POST' : 'GET');
  let response: Response;
  try {
    response = await fetch(path, buildInit(method, request.body, request.signal));
  } catch (cause) {
    // Cancellation is React Query's business, not a failure to report.
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'network_error', GENERIC_ERROR_MESSAGE);
  }
  if (!response.ok) throw await toApiError(response);
  const parsed = request.schema.safeParse(await readJson(response));
  if (!parsed.success) throw new ApiError(response.status, 'unexpected_response', GENERIC_ERROR_MESSAGE);
  return parsed.data;
}

export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE;
}

export function toFormData(values: Record<string, string | boolean>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.append(key, String(value));
  return form;
}
