import type { ApiError } from '../api/errors';

export const MESSAGES = {
  internal: 'Something went wrong. Please try again.',
  unavailable: 'Service temporarily unavailable. Please try again.',
  signIn: 'Please sign in.',
  signInAgain: 'Please sign in again.',
  csrf: 'Missing X-Requested-With header',
  malformedJson: 'Malformed JSON body',
  tooLarge: 'Request body is too large (the limit is 100 kB)',
  routeNotFound: 'No such API route',
} as const;

/** An answer the BFF gives on purpose; its message is safe to show to the user. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** Response headers that belong to this answer (a 429's Retry-After). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toBody(): ApiError {
    return this.fields && Object.keys(this.fields).length > 0
      ? { error: this.code, message: this.message, fields: this.fields }
      : { error: this.code, message: this.message };
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, 'invalid_request', message, fields);
export const unauthenticated = (message: string = MESSAGES.signIn) =>
  new HttpError(401, 'unauthenticated', message);
export const forbidden = (message: string) => new HttpError(403, 'forbidden', message);
export const csrfRejected = () => new HttpError(403, 'csrf', MESSAGES.csrf);
export const notFound = (message: string) => new HttpError(404, 'not_found', message);
export const conflict = (message: string) => new HttpError(409, 'conflict', message);
export const payloadTooLarge = (message: string = MESSAGES.tooLarge) =>
  new HttpError(413, 'payload_too_large', message);
export const unsupportedMediaType = (message: string) =>
  new HttpError(415, 'unsupported_media_type', message);
/** `retryAfterSeconds`: when the client may try again, as the Retry-After header. */
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new HttpError(
    429,
    'rate_limited',
    message,
    undefined,
    retryAfterSeconds === undefined ? undefined : { 'Retry-After': String(retryAfterSeconds) },
  );
export const unavailable = () => new HttpError(503, 'unavailable', MESSAGES.unavailable);
export const internal = () => new HttpError(500, 'internal', MESSAGES.internal);
