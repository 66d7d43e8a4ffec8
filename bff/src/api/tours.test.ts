import { TOUR_MESSAGES, TOUR_TIME_OPTIONS } from '@homeward/rules';
import { confirmationTokenSchema, listToursQuerySchema, scheduleTourSchema } from './tours';

/** 'MM/DD/YYYY' this many days from now (UTC), far enough from midnight in any US zone for the tests' purpose. */
function usDate(daysFromNow: number): string {
  const date = new Date(Date.now() + daysFromNow * 86_400_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}`;
}

const valid = {
  property_id: '7f1e1a4e-6f77-4a8a-9a34-4a1f3f1c2b10',
  user_id: 'someone-else',
  time_slots: [`${usDate(3)} 9:00 AM`, `${usDate(4)} 4:30 PM`],
  contact_email: 'Buyer@Example.com',
  contact_phone: '512-555-0142',
  contact_name: 'Ada Buyer',
};

/** field -> message of every refusal of a body. */
function refusals(body: Record<string, unknown>): Record<string, string> {
  const result = scheduleTourSchema.safeParse(body);
  if (result.success) throw new Error('expected the body to be refused');
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('POST /api/property/schedule-tour body', () => {
  it('drops user_id, keeps the slots and normalises the channels', () => {
    expect(scheduleTourSchema.parse(valid)).toEqual({
      property_id: valid.property_id,
      time_slots: valid.time_slots,
      contact_email: 'buyer@example.com',
      contact_phone: '(512) 555-0142',
      contact_name: 'Ada Buyer',
    });
  });

  it('takes each of the sixteen times and three slots', () => {
    for (const time of TOUR_TIME_OPTIONS)
      expect(scheduleTourSchema.safeParse({ ...valid, time_slots: [`${usDate(2)} ${time}`] }).success).toBe(
        true,
      );
    const three = [1, 2, 3].map((days) => `${usDate(days)} 10:30 AM`);
    expect(scheduleTourSchema.safeParse({ ...valid, time_slots: three }).success).toBe(true);
  });

  it('takes one channel alone, sent empty for the other', () => {
    expect(scheduleTourSchema.parse({ ...valid, contact_phone: '' }).contact_phone).toBe('');
    expect(scheduleTourSchema.parse({ ...valid, contact_email: undefined }).contact_email).toBe('');
  });

  it('refuses more than three slots, and none', () => {
    const four = [1, 2, 3, 4].map((days) => `${usDate(days)} 9:00 AM`);
    expect(refusals({ ...valid, time_slots: four })).toEqual({ time_slots: TOUR_MESSAGES.tooManySlots });
    expect(refusals({ ...valid, time_slots: [] })).toEqual({ time_slots: TOUR_MESSAGES.noSlots });
    expect(refusals({ ...valid, time_slots: undefined })).toEqual({ time_slots: TOUR_MESSAGES.noSlots });
  });

  it('names the slot that is in the past, off the sixteen options, malformed or repeated', () => {
    expect(refusals({ ...valid, time_slots: [`${usDate(2)} 9:00 AM`, `${usDate(-2)} 9:00 AM`] })).toEqual({
      'time_slots.1': TOUR_MESSAGES.pastDate,
    });
    expect(refusals({ ...valid, time_slots: [`${usDate(2)} 5:00 PM`] })).toEqual({
      'time_slots.0': TOUR_MESSAGES.badTime,
    });
    expect(refusals({ ...valid, time_slots: [`${usDate(2)} 9:15 AM`] })).toEqual({
      'time_slots.0': TOUR_MESSAGES.badTime,
    });
    expect(refusals({ ...valid, time_slots: [`${usDate(1)} 9:00 AM`, 'tomorrow at nine'] })).toEqual({
      'time_slots.1': TOUR_MESSAGES.badDate,
    });
    expect(refusals({ ...valid, time_slots: ['02/30/2030 9:00 AM'] })).toEqual({
      'time_slots.0': TOUR_MESSAGES.badDate,
    });
    const twice = `${usDate(2)} 9:00 AM`;
    expect(refusals({ ...valid, time_slots: [twice, twice] })).toEqual({
      'time_slots.1': TOUR_MESSAGES.duplicateSlot,
    });
    expect(refusals({ ...valid, time_slots: [42] })).toEqual({ 'time_slots.0': TOUR_MESSAGES.badDate });
  });

  it('needs a channel, and a name when there is one', () => {
    expect(refusals({ ...valid, contact_email: '', contact_phone: '' })).toEqual({
      contact_email: TOUR_MESSAGES.noChannel,
    });
    expect(refusals({ ...valid, contact_name: '  ' })).toEqual({ contact_name: TOUR_MESSAGES.nameRequired });
  });

  it('refuses a chosen channel that is not valid, and a property id that is no uuid', () => {
    expect(refusals({ ...valid, contact_email: 'not-an-email' })).toEqual({ contact_email: 'Invalid email' });
    expect(refusals({ ...valid, contact_phone: '555-01' })).toEqual({
      contact_phone: 'Enter a valid phone number',
    });
    expect(refusals({ ...valid, property_id: 'x' })).toEqual({ property_id: 'Property not found' });
  });
});

describe('GET /api/tours query', () => {
  it('reads upcoming as a boolean, absent = every tour', () => {
    expect(listToursQuerySchema.parse({ upcoming: 'true' })).toEqual({ upcoming: true });
    expect(listToursQuerySchema.parse({ upcoming: 'false' })).toEqual({ upcoming: false });
    expect(listToursQuerySchema.parse({})).toEqual({ upcoming: false });
    expect(listToursQuerySchema.safeParse({ upcoming: 'yes' }).success).toBe(false);
  });
});

describe('confirmation token body', () => {
  it('needs a non-empty token of sane length', () => {
    expect(confirmationTokenSchema.parse({ token: ' abc.def ' })).toEqual({ token: 'abc.def' });
    for (const token of [undefined, '', '   ', 42, 'x'.repeat(1025)])
      expect(confirmationTokenSchema.safeParse({ token }).success).toBe(false);
  });
});
