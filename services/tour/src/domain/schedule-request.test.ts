import { TOUR_MESSAGES } from '@homeward/rules';
import { InvalidTourRequestError } from './errors';
import { checkScheduleRequest, SCHEDULE_MESSAGES, type ScheduleInput } from './schedule-request';

const DENVER = 'America/Denver';
// 11/23/2026 10:00 AM in Denver
const NOW = new Date('2026-11-23T17:00:00Z');

const request = (overrides: Partial<ScheduleInput> = {}): ScheduleInput => ({
  timeSlots: ['12/01/2026 9:30 AM'],
  contactEmail: 'Buyer@Example.com ',
  contactPhone: '303.555.0101',
  contactName: '  Ann   Buyer ',
  ...overrides,
});

function violationsOf(input: ScheduleInput, timeZone = DENVER, now = NOW): Record<string, string> {
  try {
    checkScheduleRequest(input, timeZone, now);
  } catch (error) {
    if (error instanceof InvalidTourRequestError) return error.violations;
    throw error;
  }
  throw new Error('expected the request to be refused');
}

describe('a tour request', () => {
  it('gives each slot its instant in the property zone and tidies the contact', () => {
    const valid = checkScheduleRequest(
      request({ timeSlots: ['12/01/2026 9:30 AM', '12/02/2026  4:30 PM', '11/23/2026 10:30 AM'] }),
      DENVER,
      NOW,
    );
    expect(valid.slots).toEqual([
      { label: '12/01/2026 9:30 AM', startsAt: new Date('2026-12-01T16:30:00Z') },
      { label: '12/02/2026 4:30 PM', startsAt: new Date('2026-12-02T23:30:00Z') },
      { label: '11/23/2026 10:30 AM', startsAt: new Date('2026-11-23T17:30:00Z') },
    ]);
    expect(valid.contact).toEqual({ email: 'buyer@example.com', phone: '(303) 555-0101', name: 'Ann Buyer' });
  });

  it('refuses more than three slots, and none', () => {
    const four = ['12/01/2026 9:00 AM', '12/01/2026 9:30 AM', '12/01/2026 10:00 AM', '12/01/2026 10:30 AM'];
    expect(violationsOf(request({ timeSlots: four }))).toEqual({ time_slots: TOUR_MESSAGES.tooManySlots });
    expect(violationsOf(request({ timeSlots: [] }))).toEqual({ time_slots: TOUR_MESSAGES.noSlots });
  });

  it('names each bad slot by its index: past date, a time not among the 16, a bad date, a repeat', () => {
    expect(
      violationsOf(
        request({
          timeSlots: ['11/22/2026 9:00 AM', '12/01/2026 9:15 AM', '2026-12-01 9:00 AM', '12/01/2026 5:00 PM'],
        }),
      ),
    ).toMatchObject({
      time_slots: TOUR_MESSAGES.tooManySlots,
      'time_slots.0': TOUR_MESSAGES.pastDate,
      'time_slots.1': TOUR_MESSAGES.badTime,
      'time_slots.2': TOUR_MESSAGES.badDate,
      'time_slots.3': TOUR_MESSAGES.badTime,
    });
    expect(violationsOf(request({ timeSlots: ['12/01/2026 9:00 AM', '12/01/2026 9:00 AM'] }))).toEqual({
      'time_slots.1': TOUR_MESSAGES.duplicateSlot,
    });
    expect(violationsOf(request({ timeSlots: ['12/01/2026 8:30 AM'] }))).toEqual({
      'time_slots.0': TOUR_MESSAGES.badTime,
    });
  });

  it("judges today by the house's calendar and refuses a time of today that has passed there", () => {
    // 2:00 AM on 11/24 in New York is 9:00 PM on 11/23 in Honolulu: the date is past in one, today in the other
    const lateEvening = new Date('2026-11-24T07:00:00Z');
    const slots = request({ timeSlots: ['11/23/2026 4:30 PM', '11/24/2026 9:00 AM'] });
    expect(violationsOf(slots, 'America/New_York', lateEvening)).toEqual({
      'time_slots.0': TOUR_MESSAGES.pastDate,
    });
    expect(violationsOf(slots, 'Pacific/Honolulu', lateEvening)).toEqual({
      'time_slots.0': SCHEDULE_MESSAGES.timePassed,
    });
    expect(violationsOf(request({ timeSlots: ['11/23/2026 9:30 AM'] }))).toEqual({
      'time_slots.0': SCHEDULE_MESSAGES.timePassed,
    });
  });

  it('needs a channel, and a name when a channel is on', () => {
    expect(violationsOf(request({ contactEmail: ' ', contactPhone: '', contactName: '' }))).toEqual({
      contact_email: TOUR_MESSAGES.noChannel,
      contact_phone: TOUR_MESSAGES.noChannel,
    });
    expect(violationsOf(request({ contactPhone: '', contactName: ' ' }))).toEqual({
      contact_name: TOUR_MESSAGES.nameRequired,
    });
    const phoneOnly = checkScheduleRequest(request({ contactEmail: '' }), DENVER, NOW);
    expect(phoneOnly.contact).toEqual({ email: '', phone: '(303) 555-0101', name: 'Ann Buyer' });
  });

  it('refuses a malformed e-mail or phone and an overlong name', () => {
    expect(
      violationsOf(request({ contactEmail: 'ann@', contactPhone: '555-01', contactName: 'x'.repeat(201) })),
    ).toEqual({
      contact_email: SCHEDULE_MESSAGES.invalidEmail,
      contact_phone: SCHEDULE_MESSAGES.invalidPhone,
      contact_name: SCHEDULE_MESSAGES.nameTooLong,
    });
  });
});
