import { status } from '@grpc/grpc-js';
import { RpcError } from '@homeward/kit';
import { ZodError } from 'zod';
import { propertyIdOf } from './requests';

describe('propertyIdOf', () => {
  it('accepts a UUID (normalised to lower case)', () => {
    expect(propertyIdOf({ propertyId: '7F1E1A4E-6F77-4A8A-9A34-4A1F3F1C2B10' })).toBe(
      '7f1e1a4e-6f77-4a8a-9a34-4a1f3f1c2b10',
    );
  });

  it('treats a missing id as a bad request naming the field', () => {
    expect.assertions(2);
    try {
      propertyIdOf({ propertyId: '' });
    } catch (error) {
      expect(error).toBeInstanceOf(ZodError);
      expect((error as ZodError).issues[0]?.path).toEqual(['property_id']);
    }
  });

  it.each(['sample', '123', "1' or '1'='1"])('treats %j, which names no property, as not found', (id) => {
    expect.assertions(2);
    try {
      propertyIdOf({ propertyId: id });
    } catch (error) {
      expect(error).toBeInstanceOf(RpcError);
      expect((error as RpcError).code).toBe(status.NOT_FOUND);
    }
  });
});
