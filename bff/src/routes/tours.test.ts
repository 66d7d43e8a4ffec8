import { Metadata, status, type ServiceError } from '@grpc/grpc-js';
import { HttpError } from '../http/http-error';
import { CONFIRMATION_MESSAGES } from '../api/tours';
import { confirmationLinkError } from './tours';

function grpcError(code: status, details: string): ServiceError {
  return Object.assign(new Error(`${code} ${status[code]}: ${details}`), {
    code,
    details,
    metadata: new Metadata(),
  });
}

function answer(error: unknown) {
  const mapped = confirmationLinkError(error);
  if (!(mapped instanceof HttpError)) throw new Error('expected an HTTP answer');
  return { status: mapped.status, body: mapped.toBody() };
}

describe('a refused confirmation link', () => {
  it('is 404 when forged or unknown, with the service words or the page default', () => {
    expect(answer(grpcError(status.NOT_FOUND, 'This link is not valid'))).toEqual({
      status: 404,
      body: { error: 'not_found', message: 'This link is not valid' },
    });
    expect(answer(grpcError(status.INVALID_ARGUMENT, ''))).toEqual({
      status: 404,
      body: { error: 'not_found', message: CONFIRMATION_MESSAGES.notFound },
    });
  });

  it('is 410 when expired', () => {
    expect(answer(grpcError(status.FAILED_PRECONDITION, ''))).toEqual({
      status: 410,
      body: { error: 'link_expired', message: CONFIRMATION_MESSAGES.expired },
    });
  });

  it('is 409 when the tour was cancelled or another slot confirmed', () => {
    expect(answer(grpcError(status.ABORTED, 'This tour was cancelled'))).toEqual({
      status: 409,
      body: { error: 'conflict', message: 'This tour was cancelled' },
    });
  });

  it('leaves outages and other errors to the usual mapping', () => {
    const outage = grpcError(status.UNAVAILABLE, 'connect ECONNREFUSED');
    expect(confirmationLinkError(outage)).toBe(outage);
    const bug = new TypeError('boom');
    expect(confirmationLinkError(bug)).toBe(bug);
  });
});
