import { agreementDeadlines, type Deadline } from './deadlines';
import {
  addressOf,
  dueReminders,
  hourAndMinuteOf,
  objectionDueReminders,
  instantOfWallClock,
  rfc3339InZone,
  unreadableTimes,
} from './reminders';

const HOUR = 3_600_000;
const LEAD = 48 * HOUR;

const utah = {
  id: 'a1',
  userId: 'u1',
  propertyId: 'p1',
  data: {
    property: {
      address: { street: '77 Deadline Dr', city: 'Provo', state: 'UT', zip_code: '84601' },
    },
  },
};

const deadline = (overrides: Partial<Deadline> = {}): Deadline => ({
  key: 'due_diligence',
  label: 'Due Diligence Deadline',
  date: '2030-01-15',
  time: '5:00 PM',
  timeZone: 'America/Denver',
  applies: true,
  basis: '',
  ...overrides,
});

// 5:00 PM Mountain Standard Time on 2030-01-15 is 00:00 UTC on the 16th.
const DUE = Date.UTC(2030, 0, 16, 0, 0);
const at = (ms: number) => new Date(ms);

describe('the deadlines due a reminder', () => {
  it('are the ones ending within the lead time, at 5:00 PM Mountain Time in Utah', () => {
    const [reminder, ...rest] = dueReminders(utah, [deadline()], at(DUE - LEAD), LEAD);
    expect(rest).toEqual([]);
    expect(reminder).toEqual({
      agreementId: 'a1',
      objectionId: '',
      userId: 'u1',
      propertyId: 'p1',
      deadlineKey: 'due_diligence',
      deadlineLabel: 'Due Diligence Deadline',
      dueAt: at(DUE),
      dueAtText: '2030-01-15T17:00:00-07:00',
      dueDate: '2030-01-15',
      dueTime: '5:00 PM',
      timeZone: 'America/Denver',
      timeZoneLabel: 'Mountain Time',
      propertyAddress: '77 Deadline Dr, Provo, UT 84601',
    });
  });

  it('wait until the lead time begins, and stop once the deadline has passed', () => {
    expect(dueReminders(utah, [deadline()], at(DUE - LEAD - 1), LEAD)).toEqual([]);
    expect(dueReminders(utah, [deadline()], at(DUE - 1), LEAD)).toHaveLength(1);
    expect(dueReminders(utah, [deadline()], at(DUE), LEAD)).toEqual([]);
    expect(dueReminders(utah, [deadline()], at(DUE + HOUR), LEAD)).toEqual([]);
  });

  it('leave out a deadline the agreement does not have or cannot date', () => {
    const none = [
      deadline({ key: 'financing_appraisal', applies: false }),
      deadline({ key: 'settlement', date: '' }),
      deadline({ time: 'end of day' }),
    ];
    expect(dueReminders(utah, none, at(DUE - HOUR), LEAD)).toEqual([]);
  });

  it("count a deadline without a zone in the property's local time, named as the buyer reads it", () => {
    const california = {
      ...utah,
      data: { property: { address: { formatted_address: '1 Bay St, Oakland, CA 94607', state: 'CA' } } },
    };
    const [reminder] = dueReminders(
      california,
      [deadline({ timeZone: '' })],
      at(Date.UTC(2030, 0, 15, 12)),
      LEAD,
    );
    expect(reminder).toMatchObject({
      dueAt: at(Date.UTC(2030, 0, 16, 1)),
      dueAtText: '2030-01-15T17:00:00-08:00',
      timeZone: 'America/Los_Angeles',
      timeZoneLabel: 'Pacific Time',
      propertyAddress: '1 Bay St, Oakland, CA 94607',
    });
  });

  it('follow daylight saving: 5:00 PM in July is Mountain Daylight Time', () => {
    const july = instantOfWallClock('2030-07-15', 17, 0, 'America/Denver');
    expect(july.toISOString()).toBe('2030-07-15T23:00:00.000Z');
    expect(rfc3339InZone(july, 'America/Denver')).toBe('2030-07-15T17:00:00-06:00');
  });
});

describe("the objection's deadlines due a reminder", () => {
  // Sent 01/10, the seller's response due 01/13, the resolution deadline 01/15 (5:00 PM Mountain Time: DUE).
  const objection = {
    id: 'o1',
    userId: 'u1',
    propertyId: 'p1',
    purchaseAgreementId: null,
    state: 'UT',
    propertyAddress: '77 Deadline Dr, Provo, UT 84601',
    sentOn: '2030-01-10',
    sellerResponseDue: '2030-01-13',
    resolutionDeadline: '2030-01-15',
    time: '5:00 PM',
    timeZone: 'America/Denver',
  };

  it("are the seller's response and the resolution, by the agreement's clock, never the sending day", () => {
    const response = instantOfWallClock('2030-01-13', 17, 0, 'America/Denver').getTime();
    expect(objectionDueReminders(objection, at(response - LEAD), LEAD)).toEqual([
      {
        agreementId: '',
        objectionId: 'o1',
        userId: 'u1',
        propertyId: 'p1',
        deadlineKey: 'seller_response',
        deadlineLabel: "Seller's response due",
        dueAt: at(response),
        dueAtText: '2030-01-13T17:00:00-07:00',
        dueDate: '2030-01-13',
        dueTime: '5:00 PM',
        timeZone: 'America/Denver',
        timeZoneLabel: 'Mountain Time',
        propertyAddress: '77 Deadline Dr, Provo, UT 84601',
      },
    ]);
    // A resolution the day after the response: both within 48 hours; the sending day (the 10th) never.
    const keys = objectionDueReminders(
      { ...objection, resolutionDeadline: '2030-01-14' },
      at(response - 5 * HOUR),
      LEAD,
    ).map((due) => due.deadlineKey);
    expect(keys).toEqual(['seller_response', 'resolution']);
    const sentToday = {
      ...objection,
      sentOn: '2030-01-15',
      sellerResponseDue: '2030-01-18',
      resolutionDeadline: '2030-01-25',
    };
    expect(objectionDueReminders(sentToday, at(DUE - HOUR), LEAD)).toEqual([]);
  });

  it('name the agreement the objection refers to, and follow a changed date', () => {
    const [resolution] = objectionDueReminders(
      { ...objection, purchaseAgreementId: 'a1' },
      at(DUE - HOUR),
      LEAD,
    );
    expect(resolution).toMatchObject({ agreementId: 'a1', objectionId: 'o1', deadlineKey: 'resolution' });
    const moved = objectionDueReminders(
      { ...objection, resolutionDeadline: '2030-01-16' },
      at(DUE - HOUR),
      LEAD,
    );
    expect(moved.map((due) => due.dueDate)).toEqual(['2030-01-16']);
  });

  it("count an objection outside Utah in the property's local time", () => {
    const texas = { ...objection, state: 'TX', timeZone: '', propertyAddress: '1 Elm St, Austin, TX 78701' };
    const [reminder] = objectionDueReminders(texas, at(Date.UTC(2030, 0, 15, 12)), LEAD);
    expect(reminder).toMatchObject({
      deadlineKey: 'resolution',
      dueAtText: '2030-01-15T17:00:00-06:00',
      timeZone: 'America/Chicago',
      timeZoneLabel: 'Central Time',
    });
  });
});

describe('reading a deadline', () => {
  it('reads the time of day the agreement prints', () => {
    expect(hourAndMinuteOf('5:00 PM')).toEqual([17, 0]);
    expect(hourAndMinuteOf('12:00 PM')).toEqual([12, 0]);
    expect(hourAndMinuteOf('12:30 AM')).toEqual([0, 30]);
    expect(hourAndMinuteOf('17:00')).toBeUndefined();
    expect(hourAndMinuteOf('13:00 PM')).toBeUndefined();
  });

  it("names the property from the agreement's address", () => {
    expect(addressOf(utah.data)).toBe('77 Deadline Dr, Provo, UT 84601');
    expect(addressOf({})).toBe('');
  });
});

describe('the deadlines of a stored agreement', () => {
  it('all end at a time of day the sweep reads (else they would get no reminder)', () => {
    const deadlines = agreementDeadlines({
      ...utah.data,
      purchase_agreement_date: '01/01/2030',
      acceptance: { date: '01/01/2030' },
      closing_date: '02/15/2030',
      conditions: { inspection_contingency: { selected: true, days: 14 } },
      financing: { required: true },
    });
    expect(deadlines.filter((deadline) => deadline.date).length).toBeGreaterThan(0);
    expect(unreadableTimes(deadlines)).toEqual([]);
    expect(unreadableTimes([deadline({ time: '17h' }), deadline({ key: 'settlement', date: '' })])).toEqual([
      'due_diligence',
    ]);
  });
});
