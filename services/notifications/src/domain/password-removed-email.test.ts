import { passwordRemovedSubject, renderPasswordRemovedEmail } from './password-removed-email';

describe('renderPasswordRemovedEmail', () => {
  const resetPageLink = 'https://homeward.example/auth/reset-password';
  const email = renderPasswordRemovedEmail({
    fullName: 'Tom & "Jerry"',
    providerName: 'Google',
    resetPageLink,
  });

  it('names the provider in the subject', () => {
    expect(passwordRemovedSubject('Google')).toBe(
      'Your Homeward password was removed after a sign-in with Google',
    );
    expect(email.subject).toBe(passwordRemovedSubject('Google'));
  });

  it('says the sign-in was linked, the password removed and everyone signed out, and what to do if not them', () => {
    expect(email.text.split('\n')[0]).toBe('Hi Tom & "Jerry",');
    expect(email.text).toContain('Someone just signed in to your Homeward account with Google');
    expect(email.text).toContain('Google sign-in is now linked to your account.');
    expect(email.text).toContain('its password was removed and everyone who was signed in was signed out');
    expect(email.text).toContain('If it was you, there is nothing else to do.');
    expect(email.text).toContain(
      'If it was not you, someone can sign in to the Google account of this email address. Secure that Google ' +
        'account first (change its password), then reset your Homeward password.',
    );
    expect(email.text).toContain(`\nReset my password:\n${resetPageLink}\n`);
    expect(email.html).toContain(`href="${resetPageLink}"`);
  });

  it('carries no token, and escapes the name in the HTML part', () => {
    expect(`${email.text}${email.html}`).not.toContain('token=');
    expect(email.html).toContain('Hi Tom &amp; &quot;Jerry&quot;,');
  });

  it('still reads when the provider has no name', () => {
    const unnamed = renderPasswordRemovedEmail({ fullName: '', providerName: ' ', resetPageLink });
    expect(unnamed.subject).toBe('Your Homeward password was removed after a sign-in with another provider');
  });
});
