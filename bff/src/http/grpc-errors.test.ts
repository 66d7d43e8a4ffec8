import { Metadata, status, type ServiceError } from '@grpc/grpc-js';
import { invalidArgument } from '@homeward/kit';
import { httpErrorFromGrpc } from './grpc-errors';
import { toHttpError } from './error-handler';

function grpcError(code: status, details: string, metadata = new Metadata()): ServiceError {
  return Object.assign(new Error(`${code} ${status[code]}: ${details}`), { code, details, metadata });
}

describe('gRPC -> HTTP error mapping', () => {
  it.each([
    [status.INVALID_ARGUMENT, 400, 'invalid_request'],
    [status.NOT_FOUND, 404, 'not_found'],
    [status.PERMISSION_DENIED, 403, 'forbidden'],
    [status.FAILED_PRECONDITION, 409, 'conflict'],
    [status.ALREADY_EXISTS, 409, 'conflict'],
    [status.UNAUTHENTICATED, 401, 'unauthenticated'],
    [status.RESOURCE_EXHAUSTED, 429, 'rate_limited'],
  ])('maps %s to %s with the service message', (code, httpStatus, error) => {
    const mapped = httpErrorFromGrpc(grpcError(code, 'Service says so'));
    expect(mapped.status).toBe(httpStatus);
    expect(mapped.toBody()).toEqual({ error, message: 'Service says so' });
  });

  it('carries field violations of INVALID_ARGUMENT as fields', () => {
    const metadata = invalidArgument('Invalid address', {
      address: 'We could not find this address',
    }).toMetadata();
    const mapped = httpErrorFromGrpc(grpcError(status.INVALID_ARGUMENT, 'Invalid address', metadata));
    expect(mapped.toBody()).toEqual({
      error: 'invalid_request',
      message: 'Invalid address',
      fields: { address: 'We could not find this address' },
    });
  });

  it.each([status.UNAVAILABLE, status.DEADLINE_EXCEEDED])('maps %s to 503 with a fixed message', (code) => {
    const mapped = httpErrorFromGrpc(grpcError(code, 'connect ECONNREFUSED 10.0.0.1:50051'));
    expect(mapped.status).toBe(503);
    expect(mapped.toBody()).toEqual({
      error: 'unavailable',
      message: 'Service temporarily unavailable. Please try again.',
    });
  });

  it.each([status.INTERNAL, status.UNKNOWN, status.DATA_LOSS, status.UNIMPLEMENTED, status.CANCELLED])(
    'maps %s to 500 without the service detail',
    (code) => {
      const mapped = httpErrorFromGrpc(grpcError(code, 'TypeError: x is undefined at /srv/handler.ts:10'));
      expect(mapped.status).toBe(500);
      expect(mapped.toBody()).toEqual({
        error: 'internal',
        message: 'Something went wrong. Please try again.',
      });
    },
  );

  it('falls back to a readable message when the service sent none', () => {
    expect(httpErrorFromGrpc(grpcError(status.NOT_FOUND, '')).message).toBe('Not found');
  });

  it('turns any other error into a generic 500', () => {
    const mapped = toHttpError(new TypeError('boom at file.ts:1'));
    expect(mapped.toBody()).toEqual({
      error: 'internal',
      message: 'Something went wrong. Please try again.',
    });
  });

  it.each([
    ['entity.parse.failed', 400, 'Malformed JSON body'],
    ['entity.too.large', 413, 'Request body is too large (the limit is 100 kB)'],
    ['encoding.unsupported', 415, 'Unsupported body encoding or charset'],
  ])('maps body-parser error %s to %s', (type, httpStatus, message) => {
    const mapped = toHttpError(Object.assign(new Error('x'), { type, status: httpStatus, expose: true }));
    expect(mapped.status).toBe(httpStatus);
    expect(mapped.message).toBe(message);
  });
});
