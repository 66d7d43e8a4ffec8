import { PropertyDeleted } from '@homeward/protos/gen/homeward/property/v1/events';
import type { Knex } from 'knex';
import { MalformedEventError } from './malformed-event';
import { handlePropertyDeletions } from './property-deletions';

const propertyId = '5D1C2B3A-0E4F-4A6B-8C7D-9E0F1A2B3C4D';
const ownerId = '3f2b6c1e-8d4a-4c1b-9f7e-2a6d5e4c3b21';
const deleted = (payload: Partial<PropertyDeleted>) => ({
  id: 'e1',
  type: 'homeward.property.deleted.v1',
  source: 'homeward/property',
  time: '2026-11-28T10:00:00Z',
  key: payload.propertyId ?? null,
  // Through the wire codec, so a field the producer left out arrives as the consumer would see it.
  payload: PropertyDeleted.decode(PropertyDeleted.encode(PropertyDeleted.fromPartial(payload)).finish()),
});
// The handler only passes the inbox's transaction on; an object of its own shows it is the same one.
const trx = { inbox: 'transaction' } as unknown as Knex.Transaction;

describe('handlePropertyDeletions', () => {
  it("runs the service's use case once, in the inbox's transaction, with the id in lower case", async () => {
    const removeWith = jest.fn(() => Promise.resolve(2));
    await handlePropertyDeletions(removeWith)(deleted({ propertyId, ownerId }), trx);
    expect(removeWith).toHaveBeenCalledTimes(1);
    expect(removeWith).toHaveBeenCalledWith(trx, { propertyId: propertyId.toLowerCase(), ownerId });
  });

  it.each([
    ['a property id that is no UUID', { propertyId: 'home-1', ownerId }, 'a property_id'],
    ['no property id', { ownerId }, 'a property_id'],
    ['no owner id', { propertyId }, 'an owner_id'],
  ])('throws for %s, so the consumer retries and then dead-letters it', async (_case, payload, missing) => {
    const removeWith = jest.fn(() => Promise.resolve());
    await expect(handlePropertyDeletions(removeWith)(deleted(payload), trx)).rejects.toThrow(
      new MalformedEventError('property.deleted', missing),
    );
    expect(removeWith).not.toHaveBeenCalled();
  });
});
