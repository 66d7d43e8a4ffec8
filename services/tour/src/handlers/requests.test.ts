import { status } from '@grpc/grpc-js';
import { RpcError } from '@homeward/kit';
import { listQueryOf, scheduleOf, tokenOf, tourIdOf } from './requests';

const ID = '7F1E1A4E-6F77-4A8A-9A34-4A1F3F1C2B10';

function refusal(work: () => unknown): { code: number; message: string; fields?: Record<string, string> } {
  try {
    work();
  } catch (error) {
    if (error instanceof RpcError) return { code: error.code, message: error.message, fields: error.fields };
    throw error;
  }
  throw new Error('expected a refusal');
}

const schedule = (overrides = {}) => ({
  propertyId: ID,
  timeSlots: ['12/01/2026 9:00 AM'],
  contactEmail: 'ann@example.com',
  contactPhone: '',
  contactName: 'Ann',
  ...overrides,
});

describe('tour requests', () => {
  it('read a schedule request, the property id lower-cased', () => {
    expect(scheduleOf(schedule())).toEqual({
      propertyId: ID.toLowerCase(),
      input: {
        timeSlots: ['12/01/2026 9:00 AM'],
        contactEmail: 'ann@example.com',
        contactPhone: '',
        contactName: 'Ann',
      },
    });
  });

  it('refuse a missing property id, and answer NOT_FOUND for one that is not a UUID', () => {
    expect(refusal(() => scheduleOf(schedule({ propertyId: ' ' })))).toMatchObject({
      code: status.INVALID_ARGUMENT,
      fields: { property_id: 'A property id is required' },
    });
    expect(refusal(() => scheduleOf(schedule({ propertyId: 'sample' })))).toEqual({
      code: status.NOT_FOUND,
      message: 'Property not found',
      fields: undefined,
    });
  });

  it('bound the number of slots before any rule runs on them', () => {
    expect(
      refusal(() => scheduleOf(schedule({ timeSlots: Array(21).fill('12/01/2026 9:00 AM') }))),
    ).toMatchObject({
      code: status.INVALID_ARGUMENT,
      fields: { time_slots: 'Propose at most 3 time slots' },
    });
  });

  it('list every tour for an empty property id and none for an id that names no property', () => {
    expect(listQueryOf({ propertyId: '', upcomingOnly: true })).toEqual({
      propertyId: undefined,
      upcomingOnly: true,
    });
    expect(listQueryOf({ propertyId: ID, upcomingOnly: false })).toEqual({
      propertyId: ID.toLowerCase(),
      upcomingOnly: false,
    });
    expect(listQueryOf({ propertyId: 'sample', upcomingOnly: false })).toBeNull();
  });

  it('need a tour id and a token', () => {
    expect(refusal(() => tourIdOf({ tourId: '' }))).toMatchObject({
      fields: { tour_id: 'A tour id is required' },
    });
    expect(refusal(() => tourIdOf({ tourId: 'nope' }))).toMatchObject({ code: status.NOT_FOUND });
    expect(refusal(() => tokenOf({ token: '' }))).toMatchObject({ fields: { token: 'A token is required' } });
    expect(tokenOf({ token: ' v1.abc ' })).toBe('v1.abc');
  });
});
