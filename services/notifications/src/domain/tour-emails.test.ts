import type { EmailAttachment } from './email';
import {
  renderTourCancelledEmail,
  renderTourConfirmedEmail,
  renderTourRequestedEmail,
  type TourRequestedEmailInput,
} from './tour-emails';

const confirmUrl = (token: string) => `https://homeward.example/tours/confirm#token=${token}`;

const request: TourRequestedEmailInput = {
  to: { role: 'desk' },
  propertyAddress: '12 Elm St, Provo, UT 84601',
  timeZoneLabel: 'Mountain Time',
  buyer: { name: 'Ana <b>Buyer</b>', email: 'ana@example.com', phone: '(801) 555-0100' },
  times: [
    { label: '12/01/2026 9:30 AM', confirmUrl: confirmUrl('t1%2Bx') },
    { label: '12/02/2026 1:00 PM', confirmUrl: confirmUrl('t2&y') },
  ],
};

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);

describe('renderTourRequestedEmail', () => {
  const email = renderTourRequestedEmail(request);

  it('names the property in the subject and the buyer in the body', () => {
    expect(email.subject).toBe('Tour request: 12 Elm St, Provo, UT 84601');
    expect(email.text.split('\n')[0]).toBe('Hello tour desk,');
    expect(email.text).toContain(
      'Ana <b>Buyer</b> would like to see 12 Elm St, Provo, UT 84601 and proposed 2 times (Mountain Time).',
    );
  });

  it('lists the property, the buyer, both chosen channels and the time zone', () => {
    expect(email.text).toContain(
      [
        'Property: 12 Elm St, Provo, UT 84601',
        'Buyer: Ana <b>Buyer</b>',
        'E-mail: ana@example.com',
        'Phone: (801) 555-0100',
        'Time zone: Mountain Time',
      ].join('\n'),
    );
  });

  it("gives each proposed time its own 'Confirm {date} {time}' link, in both parts", () => {
    expect(email.text).toContain(`\nConfirm 12/01/2026 9:30 AM:\n${confirmUrl('t1%2Bx')}\n`);
    expect(email.text).toContain(`\nConfirm 12/02/2026 1:00 PM:\n${confirmUrl('t2&y')}\n`);
    expect(email.html).toContain('>Confirm 12/01/2026 9:30 AM</a>');
    expect(email.html).toContain('>Confirm 12/02/2026 1:00 PM</a>');
    // each link as its button and its raw URL, escaped as an attribute; then support's address
    expect(hrefs(email.html)).toEqual([
      confirmUrl('t1%2Bx'),
      confirmUrl('t1%2Bx'),
      confirmUrl('t2&amp;y'),
      confirmUrl('t2&amp;y'),
      'mailto:support@homeward.app',
    ]);
  });

  it('escapes what the buyer typed in the HTML part', () => {
    expect(email.html).toContain('Ana &lt;b&gt;Buyer&lt;/b&gt;');
    expect(email.html).not.toContain('<b>Buyer</b>');
  });

  it('shows only the channels the buyer chose', () => {
    const phoneOnly = renderTourRequestedEmail({ ...request, buyer: { ...request.buyer, email: '' } });
    expect(phoneOnly.text).toContain('Phone: (801) 555-0100');
    expect(phoneOnly.text).not.toContain('E-mail:');
    expect(phoneOnly.html).not.toContain('ana@example.com');
    const emailOnly = renderTourRequestedEmail({ ...request, buyer: { ...request.buyer, phone: '  ' } });
    expect(emailOnly.text).toContain('E-mail: ana@example.com');
    expect(emailOnly.text).not.toContain('Phone:');
    expect(emailOnly.html).not.toContain('555-0100');
  });

  it('greets the listing agent by name and says why they got it', () => {
    const agent = renderTourRequestedEmail({ ...request, to: { role: 'listing_agent', name: 'Lee Agent' } });
    expect(agent.text.split('\n')[0]).toBe('Hi Lee Agent,');
    expect(agent.text).toContain('you are the listing agent of this property');
    expect(renderTourRequestedEmail({ ...request, to: { role: 'listing_agent', name: '' } }).text).toMatch(
      /^Hi there,/,
    );
  });

  it('says "one time" for a single proposal and names an unnamed buyer neutrally', () => {
    const single = renderTourRequestedEmail({
      ...request,
      buyer: { name: ' ', email: 'a@example.com', phone: '' },
      times: request.times.slice(0, 1),
    });
    expect(single.text).toContain(
      'A Homeward buyer would like to see 12 Elm St, Provo, UT 84601 and proposed one time',
    );
    expect(single.text).not.toContain('Confirm 12/02/2026');
  });
});

describe('renderTourCancelledEmail', () => {
  const base = {
    to: { role: 'desk' as const },
    propertyAddress: '12 Elm St, Provo, UT 84601',
    timeZoneLabel: 'Mountain Time',
    buyerName: 'Ana',
    proposedTimes: ['12/01/2026 9:30 AM', '12/02/2026 1:00 PM'],
    confirmedTime: '',
  };

  it('tells the desk a request was withdrawn, listing the proposed times, with no link to follow', () => {
    const email = renderTourCancelledEmail(base);
    expect(email.subject).toBe('Tour request withdrawn: 12 Elm St, Provo, UT 84601');
    expect(email.text).toContain('Ana withdrew the request to see 12 Elm St, Provo, UT 84601.');
    expect(email.text).toContain('Proposed times: 12/01/2026 9:30 AM; 12/02/2026 1:00 PM (Mountain Time)');
    expect(email.text).toContain('the confirmation links of this request no longer work');
    expect(hrefs(email.html)).toEqual(['mailto:support@homeward.app']);
  });

  it('names the confirmed time that no longer holds', () => {
    const email = renderTourCancelledEmail({ ...base, confirmedTime: '12/02/2026 1:00 PM' });
    expect(email.text).toContain('Confirmed time: 12/02/2026 1:00 PM (Mountain Time)');
    expect(email.text).toContain('The tour confirmed for 12/02/2026 1:00 PM (Mountain Time) is cancelled');
    expect(email.text).not.toContain('Proposed times:');
  });
});

describe('renderTourConfirmedEmail', () => {
  const invitation: EmailAttachment = {
    filename: 'tour.ics',
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
  };
  const email = renderTourConfirmedEmail({
    fullName: 'Ana Buyer',
    propertyAddress: '12 Elm St, Provo, UT 84601',
    slotLabel: '12/01/2026 9:30 AM',
    timeZoneLabel: 'Mountain Time',
    propertyUrl: 'https://homeward.example/properties/p-1',
    invitation,
  });

  it('confirms the time in the property zone and links the property', () => {
    expect(email.subject).toBe('Your tour of 12 Elm St, Provo, UT 84601 is confirmed');
    expect(email.text.split('\n')[0]).toBe('Hi Ana Buyer,');
    expect(email.text).toContain(
      'Your tour of 12 Elm St, Provo, UT 84601 is confirmed for 12/01/2026 9:30 AM (Mountain Time).',
    );
    expect(email.text).toContain('\nView the property:\nhttps://homeward.example/properties/p-1\n');
  });

  it('carries the invitation as its attachment', () => {
    expect(email.attachments).toEqual([invitation]);
  });
});
