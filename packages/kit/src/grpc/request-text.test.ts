import { status } from '@grpc/grpc-js';
import { unstorableRequestText } from './request-text';

describe('unstorableRequestText', () => {
  it('is undefined for a request whose text PostgreSQL can store', () => {
    expect(unstorableRequestText({ propertyId: 'abc', file: Buffer.from([0]) })).toBeUndefined();
  });

  it('is INVALID_ARGUMENT naming the proto field of a nested string with a NUL', () => {
    const error = unstorableRequestText({ listingAgent: { phoneNumber: '555\u0000' } });
    expect(error?.code).toBe(status.INVALID_ARGUMENT);
    expect(error?.fields).toEqual({ 'listing_agent.phone_number': expect.stringMatching(/NUL/) });
  });

  it('names a repeated field by its index', () => {
    expect(unstorableRequestText({ slots: ['ok', '\uD800'] })?.fields).toEqual({
      'slots.1': expect.stringMatching(/surrogate/),
    });
  });
});
