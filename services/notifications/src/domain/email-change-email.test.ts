import { EMAIL_CHANGE_SUBJECT, renderEmailChangeEmail } from './email-change-email';

describe('renderEmailChangeEmail', () => {
  const link = 'https://homeward.example/api/auth/confirm-email?token=c%2B1&x=1';
  const email = renderEmailChangeEmail({ fullName: '', newEmail: 'new<x>@example.com', link });

  it('has the agreed subject', () => {
    expect(EMAIL_CHANGE_SUBJECT).toBe('Confirm your new email address');
    expect(email.subject).toBe(EMAIL_CHANGE_SUBJECT);
  });

  it('names the new address and carries the link in the text part', () => {
    expect(email.text.split('\n')[0]).toBe('Hi there,');
    expect(email.text).toContain('You asked to use new<x>@example.com for your Homeward account.');
    expect(email.text).toContain('until you do, your account keeps using the previous one');
    expect(email.text).toContain(`\nConfirm my new email:\n${link}\n`);
  });

  it('escapes the address and the link in the HTML part', () => {
    expect(email.html).toContain('You asked to use new&lt;x&gt;@example.com for your Homeward account.');
    expect(email.html).not.toContain('new<x>');
    expect(email.html).toContain(
      'href="https://homeward.example/api/auth/confirm-email?token=c%2B1&amp;x=1"',
    );
  });
});
