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

describe("a reminder of the due-diligence objection's deadlines", () => {
  const objection = { ...facts, objectionId: 'o-1' };

  it("tells the buyer the seller's response is due, and what follows if it does not come", () => {
    const notice = deadlineReminderNotification({
      ...objection,
      deadlineKey: 'seller_response',
      deadlineLabel: "Seller's response due",
    });
    expect(notice).toEqual({
      kind: 'contract_deadline_reminder',
      title: "Seller's response to your objection due",
      body:
        "The seller's response to your due-diligence objection for 77 Deadline Dr, Provo, UT 84601 is due " +
        'Tuesday, January 15, 2030 at 5:00 PM Mountain Time. If the seller does not answer in writing by then, ' +
        'or does not agree to every item, you and the seller have until the resolution deadline to agree in ' +
        'writing on how your objections are resolved.',
    });
  });

  it('tells the buyer the resolution deadline: agree, or cancel, or the objections are waived', () => {
    const notice = deadlineReminderNotification({
      ...objection,
      deadlineKey: 'resolution',
      deadlineLabel: 'Resolution deadline',
    });
    expect(notice.title).toBe('Objection resolution deadline coming up');
    expect(notice.body).toMatch(
      /^The resolution deadline of your due-diligence objection for 77 Deadline Dr, Provo, UT 84601 is Tuesday, January 15, 2030 at 5:00 PM Mountain Time\. /,
    );
    expect(notice.body).toContain('If you do neither, your objections are waived.');
    expect(notice.body).not.toContain('purchase agreement');
  });

  it('e-mails the same words, with the link and the not-a-law-firm note', () => {
    const email = renderDeadlineReminderEmail({
      ...objection,
      deadlineKey: 'seller_response',
      deadlineLabel: "Seller's response due",
      fullName: 'Ada Lovelace',
      link: 'https://app.example/properties/p-1',
    });
    expect(email.subject).toBe(
      "Reminder: the seller's response to your objection is due Tuesday, January 15, 2030 at 5:00 PM Mountain Time",
    );
    expect(email.text).toContain("The seller's response to your due-diligence objection for 77 Deadline Dr");
    expect(email.text).toContain('https://app.example/properties/p-1');
    expect(email.text).toContain('Homeward is not a law firm');
    expect(email.text).toContain('because you wrote a due-diligence objection on Homeward');
  });
});
