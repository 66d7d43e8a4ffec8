import { MAX_REPORT_BYTES, UPLOAD_MESSAGES } from '../api/home-inspections';
import type { HttpError } from '../http/http-error';
import { declaredUploadSize, storageFailure } from './storage';

function thrown(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    return error as HttpError;
  }
  throw new Error('expected a refusal');
}

describe('declaredUploadSize', () => {
  it('takes a declared size up to 100 MB', () => {
    expect(declaredUploadSize('1')).toBe(1);
    expect(declaredUploadSize(String(MAX_REPORT_BYTES))).toBe(MAX_REPORT_BYTES);
  });

  it('refuses more than 100 MB with 413', () => {
    expect(thrown(() => declaredUploadSize(String(MAX_REPORT_BYTES + 1))).toBody()).toEqual({
      error: 'payload_too_large',
      message: UPLOAD_MESSAGES.tooLarge,
    });
  });

  it.each([[undefined], [''], ['-1'], ['1e9'], ['12abc'], ['9'.repeat(16)]])(
    'refuses a missing or unreadable Content-Length %p with 413',
    (value) => {
      const error = thrown(() => declaredUploadSize(value));
      expect(error.status).toBe(413);
      expect(error.message).toBe(UPLOAD_MESSAGES.lengthRequired);
    },
  );
});

describe('storageFailure', () => {
  it('is upload_url_expired for the store’s 403 (expired or altered signature)', () => {
    expect(storageFailure({ outcome: 'refused', status: 403, code: 'AccessDenied' }).toBody()).toEqual({
      error: 'upload_url_expired',
      message: 'This upload link has expired. Please start the upload again.',
    });
  });

  it.each([
    { outcome: 'refused' as const, status: 500, code: 'InternalError' },
    { outcome: 'refused' as const, status: 404, code: 'NoSuchBucket' },
    { outcome: 'unreachable' as const, reason: 'ECONNREFUSED' },
  ])('is 502 with a clear message for %p', (answer) => {
    const error = storageFailure(answer);
    expect(error.status).toBe(502);
    expect(error.message).toBe(UPLOAD_MESSAGES.storageFailed);
  });

  it('is 400 when the browser went away', () => {
    expect(storageFailure({ outcome: 'aborted' }).status).toBe(400);
  });
});
