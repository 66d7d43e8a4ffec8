import { Metadata, status, type ServiceError } from '@grpc/grpc-js';
import pino from 'pino';
import { lookupOwned } from './owned-lookup';

function serviceError(code: status): ServiceError {
  return Object.assign(new Error(status[code]), { code, details: status[code], metadata: new Metadata() });
}

const failures = { refused: () => new Error('refused'), unavailable: () => new Error('unavailable') };
const logger = pino({ level: 'silent' });

describe('lookupOwned', () => {
  it('answers what the call answers', async () => {
    await expect(lookupOwned('property', async () => ({ id: 'p-1' }), failures, logger)).resolves.toEqual({
      id: 'p-1',
    });
  });

  it('turns NOT_FOUND (also another user’s resource) into undefined', async () => {
    const call = () => Promise.reject(serviceError(status.NOT_FOUND));
    await expect(lookupOwned('property', call, failures, logger)).resolves.toBeUndefined();
  });

  it('turns a refused token into the caller’s refusal', async () => {
    const call = () => Promise.reject(serviceError(status.UNAUTHENTICATED));
    await expect(lookupOwned('property', call, failures, logger)).rejects.toThrow('refused');
  });

  it.each([status.UNAVAILABLE, status.DEADLINE_EXCEEDED, status.INTERNAL, status.PERMISSION_DENIED])(
    'turns %s into the service being unavailable',
    async (code) => {
      const call = () => Promise.reject(serviceError(code));
      await expect(lookupOwned('property', call, failures, logger)).rejects.toThrow('unavailable');
    },
  );

  it('treats an error that is not a gRPC one as unavailable', async () => {
    const call = () => Promise.reject(new TypeError('boom'));
    await expect(lookupOwned('property', call, failures, logger)).rejects.toThrow('unavailable');
  });
});
