import {
  inspectionUploaded,
  productEventUuid,
  propertyCreated,
  propertyUnlocked,
  tourScheduled,
  userSignedUp,
} from './product-events';

const fact = {
  eventId: '0b6f3a5e-1c1d-4a51-9d37-6f1f2f0f7a10',
  userId: 'user-1',
  occurredAt: new Date('2026-11-23T17:00:00.000Z'),
};
const upload = { ...fact, propertyId: 'property-1', homeInspectionId: 'inspection-1' };

describe('product events', () => {
  it('names each funnel step as the spec does, with the user as the subject and ids as properties', () => {
    expect(userSignedUp(fact)).toEqual({
      name: 'user_signed_up',
      userId: 'user-1',
      uuid: fact.eventId,
      occurredAt: fact.occurredAt,
      properties: {},
    });
    expect(propertyCreated({ ...fact, propertyId: 'property-1' })).toMatchObject({
      name: 'property_created',
      properties: { property_id: 'property-1' },
    });
    expect(
      tourScheduled({ ...fact, propertyId: 'property-1', tourId: 'tour-1', slotCount: 3 }),
    ).toMatchObject({
      name: 'tour_scheduled',
      properties: { property_id: 'property-1', tour_id: 'tour-1', slot_count: 3 },
    });
    expect(propertyUnlocked({ ...fact, propertyId: 'property-1', paymentId: 'payment-1' })).toMatchObject({
      name: 'property_unlocked',
      properties: { property_id: 'property-1', payment_id: 'payment-1' },
    });
  });

  it("tells a property's first upload from its second by the analyzer's upload number", () => {
    expect(inspectionUploaded({ ...upload, uploadNumber: 1 })).toMatchObject({
      name: 'home_inspection_uploaded',
      properties: { property_id: 'property-1', home_inspection_id: 'inspection-1', upload_number: 1 },
    });
    expect(inspectionUploaded({ ...upload, uploadNumber: 2 })?.name).toBe('home_inspection_2_uploaded');
  });

  it('makes no event of an upload without a number (an older analyzer) or beyond the two the spec allows', () => {
    expect(inspectionUploaded({ ...upload, uploadNumber: 0 })).toBeNull();
    expect(inspectionUploaded({ ...upload, uploadNumber: 3 })).toBeNull();
  });

  describe('productEventUuid', () => {
    it('keeps a UUID event id (lower-cased), so the sink sees the outbox id itself', () => {
      expect(productEventUuid('0B6F3A5E-1C1D-4A51-9D37-6F1F2F0F7A10')).toBe(fact.eventId);
    });

    it('turns any other id into a valid UUID, the same every time and different per id', () => {
      const uuid = productEventUuid('evt-42');
      expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(productEventUuid('evt-42')).toBe(uuid);
      expect(productEventUuid('evt-43')).not.toBe(uuid);
    });
  });
});
