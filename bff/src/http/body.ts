import express, { type Request, type RequestHandler } from 'express';
import { readMultipartFields } from './multipart';
import { payloadTooLarge, unsupportedMediaType } from './http-error';

export type BodyFormat = 'json' | 'form' | 'multipart';

export const BODY_LIMIT_BYTES = 100 * 1024;

export const MEDIA_TYPES: Record<BodyFormat, string> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
};

const jsonParser = express.json({ limit: BODY_LIMIT_BYTES, strict: true, type: MEDIA_TYPES.json });
const formParser = express.urlencoded({
  limit: BODY_LIMIT_BYTES,
  extended: false,
  parameterLimit: 50,
  type: MEDIA_TYPES.form,
});

function hasBody(request: Request): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Parses the body in one of the formats a route accepts; a body in any other format is 415, an empty body is `{}`
 * (so validation can name the missing fields). Malformed and oversized bodies surface as errors for the error
 * handler (400 'Malformed JSON body', 413).
 */
export function parseBody(accepts: readonly BodyFormat[]): RequestHandler {
  return (request, response, next) => {
    if (!hasBody(request)) {
      request.body = {};
      next();
      return;
    }
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > BODY_LIMIT_BYTES) {
      // Read off the upload before answering, so the client is not cut off mid-request.
      request.resume();
      request.once('end', () => next(payloadTooLarge()));
      return;
    }
    const format = accepts.find((candidate) => request.is(MEDIA_TYPES[candidate]));
    if (!format) {
      const list = accepts.map((candidate) => MEDIA_TYPES[candidate]).join(', ');
      next(unsupportedMediaType(`Send the request body as ${list}`));
      return;
    }
    if (format === 'json') jsonParser(request, response, next);
    else if (format === 'form') formParser(request, response, next);
    else
      readMultipartFields(request, { bodyBytes: BODY_LIMIT_BYTES, fields: 20, fieldBytes: 8 * 1024 }).then(
        (fields) => {
          request.body = fields;
          next();
        },
        next,
      );
  };
}

/**
 * Reads the body as the exact bytes received, in any media type, up to `limitBytes` (413 beyond). For signed
 * webhooks: a JSON parser in front would lose the bytes the signature covers.
 */
export function parseRawBody(limitBytes: number): RequestHandler {
  const parser = express.raw({ limit: limitBytes, type: () => true });
  const tooLarge = `Request body is too large (the limit is ${Math.round(limitBytes / 1024)} kB)`;
  return (request, response, next) => {
    parser(request, response, (error?: unknown) => {
      const type = typeof error === 'object' && error !== null && 'type' in error ? error.type : undefined;
      next(type === 'entity.too.large' ? payloadTooLarge(tooLarge) : error);
    });
  };
}
