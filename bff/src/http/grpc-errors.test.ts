import { Metadata, status, type ServiceError } from '@grpc/grpc-js';
import { invalidArgument } from '@homeward/kit';
import { httpErrorFromGrpc, jsonFieldsOf } from './grpc-errors';
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

  it("carries INVALID_ARGUMENT's field violations as fields under the route's JSON names", () => {
    const metadata = invalidArgument('This password is too common', {
      new_password: 'This password is too common',
    }).toMetadata();
    const mapped = httpErrorFromGrpc(
      grpcError(status.INVALID_ARGUMENT, 'This password is too common', metadata),
      {
        token: 'token',
        new_password: 'password',
      },
    );
    expect(mapped.toBody()).toEqual({
      error: 'invalid_request',
      message: 'This password is too common',
      fields: { password: 'This password is too common' },
    });
  });

  it('keeps only the message when the route declares none of the violated fields', () => {
    const metadata = invalidArgument('Invalid address', {
      address: 'We could not find this address',
    }).toMetadata();
    const mapped = httpErrorFromGrpc(grpcError(status.INVALID_ARGUMENT, 'Invalid address', metadata));
    expect(mapped.toBody()).toEqual({ error: 'invalid_request', message: 'Invalid address' });
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

  it("carries a RESOURCE_EXHAUSTED answer's retry-after trailer as the 429's Retry-After", () => {
    const metadata = new Metadata();
    metadata.set('retry-after', '120');
    const limited = httpErrorFromGrpc(
      grpcError(status.RESOURCE_EXHAUSTED, 'Too many requests from your network.', metadata),
    );
    expect(limited).toMatchObject({ status: 429, message: 'Too many requests from your network.' });
    expect(limited.headers).toEqual({ 'Retry-After': '120' });
    // Nothing usable (absent, not a whole number of seconds): no header rather than a wrong one.
    for (const bad of [undefined, 'soon', '-5', '1.5']) {
      const trailer = new Metadata();
      if (bad !== undefined) trailer.set('retry-after', bad);
      expect(httpErrorFromGrpc(grpcError(status.RESOURCE_EXHAUSTED, 'x', trailer)).headers).toBeUndefined();
    }
  });

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

describe('proto field names -> JSON field names', () => {
  const names = { property_id: 'id', amount_cents: 'amount', listing_agent: 'listing_agent' };

  it('renames each declared field', () => {
    expect(jsonFieldsOf({ property_id: 'Property not found', amount_cents: 'Wrong' }, names)).toEqual({
      id: 'Property not found',
      amount: 'Wrong',
    });
  });

  it('renames a nested path by its longest declared prefix', () => {
    expect(
      jsonFieldsOf(
        { 'listing_agent.phone_number': 'Enter a valid phone number' },
        {
          ...names,
          'listing_agent.phone_number': 'agent_phone',
        },
      ),
    ).toEqual({ agent_phone: 'Enter a valid phone number' });
    expect(jsonFieldsOf({ 'listing_agent.phone_number': 'Enter a valid phone number' }, names)).toEqual({
      'listing_agent.phone_number': 'Enter a valid phone number',
    });
  });

  it('leaves out fields the route does not declare, even ones named like an object key', () => {
    expect(
      jsonFieldsOf({ client_ip: 'Invalid address', toString: 'x', property_id: 'Property not found' }, names),
    ).toEqual({ id: 'Property not found' });
  });

  it('keeps the first message when two proto fields become one JSON field', () => {
    expect(
      jsonFieldsOf(
        { password: 'Too short', new_password: 'Too common' },
        { password: 'password', new_password: 'password' },
      ),
    ).toEqual({ password: 'Too short' });
  });
});
