import { PASSWORD_CHANGED_SUBJECT, renderPasswordChangedEmail } from './password-changed-email';

describe('renderPasswordChangedEmail', () => {
  const resetPageLink = 'https://homeward.example/auth/reset-password';
  const email = renderPasswordChangedEmail({ fullName: 'Tom & "Jerry"', resetPageLink });

  it('has the agreed subject', () => {
    expect(PASSWORD_CHANGED_SUBJECT).toBe('Your Homeward password was changed');
    expect(email.subject).toBe(PASSWORD_CHANGED_SUBJECT);
  });

  it('tells the owner what happened and links the reset page in case it was not them', () => {
    expect(email.text.split('\n')[0]).toBe('Hi Tom & "Jerry",');
    expect(email.text).toContain('was just changed');
    expect(email.text).toContain('If it was not you, reset your password now');
    expect(email.text).toContain(`\nReset my password:\n${resetPageLink}\n`);
    expect(email.html).toContain(`href="${resetPageLink}"`);
  });

  it('carries no token', () => {
    expect(email.text).not.toContain('token=');
    expect(email.html).not.toContain('token=');
  });

  it('escapes the name in the HTML part', () => {
    expect(email.html).toContain('Hi Tom &amp; &quot;Jerry&quot;,');
  });
});
