import type { Request } from 'express';
import busboy from 'busboy';
import { badRequest, payloadTooLarge, type HttpError } from './http-error';

export interface MultipartLimits {
  /** Whole body, in bytes. */
  bodyBytes: number;
  fields: number;
  fieldBytes: number;
}

/**
 * Reads a multipart/form-data body that may carry only small text fields (the spec's sign-in and sign-up forms).
 * Any file part, oversized field or oversized body is refused; the first value of a repeated field wins.
 */
export function readMultipartFields(
  request: Request,
  limits: MultipartLimits,
): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: request.headers,
        defParamCharset: 'utf8',
        limits: {
          files: 0,
          fields: limits.fields,
          parts: limits.fields,
          fieldSize: limits.fieldBytes,
          fieldNameSize: 100,
        },
      });
    } catch {
      reject(badRequest('Malformed multipart body'));
      return;
    }

    const fields = new Map<string, string>();
    let received = 0;
    let failure: HttpError | undefined;

    // Stop parsing, read off the rest of the request so the client sees the answer, then reject.
    const fail = (error: HttpError) => {
      if (failure) return;
      failure = error;
      request.unpipe(parser);
      parser.removeAllListeners();
      parser.on('error', () => undefined);
      request.resume();
      if (request.complete) reject(error);
      else {
        request.once('end', () => reject(error));
        request.once('error', () => reject(error));
      }
    };

    request.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > limits.bodyBytes) fail(payloadTooLarge());
    });
    request.on('aborted', () => fail(badRequest('Request aborted')));

    parser.on('field', (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated) {
        fail(payloadTooLarge(`Form field "${name.slice(0, 100)}" is too large`));
        return;
      }
      if (!fields.has(name)) fields.set(name, value);
    });
    parser.on('file', () => fail(badRequest('File uploads are not accepted here')));
    parser.on('filesLimit', () => fail(badRequest('File uploads are not accepted here')));
    parser.on('fieldsLimit', () => fail(payloadTooLarge('Too many form fields')));
    parser.on('partsLimit', () => fail(payloadTooLarge('Too many form fields')));
    parser.on('error', () => fail(badRequest('Malformed multipart body')));
    parser.on('close', () => {
      if (!failure) resolve(Object.fromEntries(fields));
    });
    request.pipe(parser);
  });
}
