import { PASSWORD_RESET_SUBJECT, renderPasswordResetEmail } from './password-reset-email';

describe('renderPasswordResetEmail', () => {
  const link = 'https://homeward.example/auth/update-password?token=r%2B1&x=1';
  const email = renderPasswordResetEmail({ fullName: 'Jane <Doe>', link });

  it('has the agreed subject', () => {
    expect(PASSWORD_RESET_SUBJECT).toBe('Reset your Homeward password');
    expect(email.subject).toBe(PASSWORD_RESET_SUBJECT);
  });

  it('carries the link in the text part, with the expiry and what to do if it was not them', () => {
    expect(email.text.split('\n')[0]).toBe('Hi Jane <Doe>,');
    expect(email.text).toContain(`\nChoose a new password:\n${link}\n`);
    expect(email.text).toContain('expires in 1 hour');
    expect(email.text).toContain('If you did not ask to reset your password, you can ignore this e-mail');
  });

  it('escapes the name and the link in the HTML part', () => {
    expect(email.html).toContain('Hi Jane &lt;Doe&gt;,');
    expect(email.html).not.toContain('<Doe>');
    expect(email.html).toContain('href="https://homeward.example/auth/update-password?token=r%2B1&amp;x=1"');
    expect(email.html).toContain('>Choose a new password</a>');
    expect(email.html).toContain('expires in 1 hour');
  });
});
