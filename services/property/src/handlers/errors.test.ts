import { status } from '@grpc/grpc-js';
import { RpcError } from '@homeward/kit';
import { ADDRESS_NOT_FOUND, PropertyError, propertyNotFound, type PropertyErrorKind } from '../domain/errors';
import { answering } from './errors';

const refusal = (useCase: Promise<unknown>) =>
  answering(useCase).then(
    () => undefined,
    (error: unknown) => error,
  );

describe('answering', () => {
  it.each<[PropertyErrorKind, status]>([
    ['property_not_found', status.NOT_FOUND],
    ['stored_address_not_found', status.FAILED_PRECONDITION],
    ['not_removable', status.FAILED_PRECONDITION],
    ['provider_unavailable', status.UNAVAILABLE],
  ])('answers %s with status %s and its words', async (kind, code) => {
    const error = await refusal(Promise.reject(new PropertyError(kind, 'the words')));
    expect(error).toBeInstanceOf(RpcError);
    expect(error).toMatchObject({ code, message: 'the words', fields: undefined });
  });

  it('puts an unknown typed address on the address field', async () => {
    const error = await refusal(Promise.reject(new PropertyError('address_not_found', ADDRESS_NOT_FOUND)));
    expect(error).toMatchObject({
      code: status.INVALID_ARGUMENT,
      fields: { address: ADDRESS_NOT_FOUND },
    });
  });

  it('passes the result through, and anything unexpected on untouched', async () => {
    await expect(answering(Promise.resolve(42))).resolves.toBe(42);
    const bug = new TypeError('a bug');
    expect(await refusal(Promise.reject(bug))).toBe(bug);
    expect(await refusal(Promise.reject(propertyNotFound()))).toMatchObject({ code: status.NOT_FOUND });
  });
});
