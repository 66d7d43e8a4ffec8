import {
  deadlineEnds,
  deadlineReminderNotification,
  isCalendarDay,
  renderDeadlineReminderEmail,
} from './deadline-reminders';

const facts = {
  deadlineLabel: 'Due Diligence Deadline',
  dueDate: '2030-01-15',
  dueTime: '5:00 PM',
  timeZoneLabel: 'Mountain Time',
  propertyAddress: '77 Deadline Dr, Provo, UT 84601',
};

describe('a contract deadline reminder', () => {
  it("says when the deadline ends in the agreement's own time, with its weekday", () => {
    expect(deadlineEnds(facts)).toBe('Tuesday, January 15, 2030 at 5:00 PM Mountain Time');
  });

  it('tells the bell which deadline, for which property, and when', () => {
    expect(deadlineReminderNotification(facts)).toEqual({
      kind: 'contract_deadline_reminder',
      title: 'Due Diligence Deadline coming up',
      body:
        'The Due Diligence Deadline of your purchase agreement for 77 Deadline Dr, Provo, UT 84601 ends ' +
        'Tuesday, January 15, 2030 at 5:00 PM Mountain Time.',
    });
    expect(deadlineReminderNotification({ ...facts, propertyAddress: ' ' }).body).toBe(
      'The Due Diligence Deadline of your purchase agreement ends Tuesday, January 15, 2030 at 5:00 PM Mountain Time.',
    );
  });

  it('e-mails the same, with a link to the deadlines and the not-a-law-firm note', () => {
    const email = renderDeadlineReminderEmail({
      ...facts,
      fullName: 'Ada Lovelace',
      link: 'https://app.example/properties/p-1',
    });
    expect(email.subject).toBe(
      'Reminder: Due Diligence Deadline ends Tuesday, January 15, 2030 at 5:00 PM Mountain Time',
    );
    expect(email.text).toContain('Hi Ada Lovelace,');
    expect(email.text).toContain(
      'for 77 Deadline Dr, Provo, UT 84601 ends Tuesday, January 15, 2030 at 5:00 PM',
    );
    expect(email.text).toContain('https://app.example/properties/p-1');
    expect(email.text).toContain('Homeward is not a law firm');
    expect(email.html).toContain('https://app.example/properties/p-1');
  });

  it('reads only real calendar days', () => {
    expect(isCalendarDay('2030-01-15')).toBe(true);
    expect(isCalendarDay('2030-02-30')).toBe(false);
    expect(isCalendarDay('01/15/2030')).toBe(false);
  });
});
