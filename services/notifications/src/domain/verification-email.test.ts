import { renderVerificationEmail, VERIFICATION_SUBJECT } from './verification-email';

describe('renderVerificationEmail', () => {
  const link = 'https://homeward.example/api/auth/verify?token=abc%2B1&x=1';

  it('greets by full name and carries the link in both parts', () => {
    const email = renderVerificationEmail({ fullName: '  Jane   Doe ', link });
    expect(email.subject).toBe(VERIFICATION_SUBJECT);
    expect(email.subject).toBe('Verify your Homeward email');
    expect(email.text.split('\n')[0]).toBe('Hi Jane Doe,');
    expect(email.text).toContain(`\nVerify my email:\n${link}\n`);
    expect(email.html).toContain('Hi Jane Doe,');
    // & inside an attribute is escaped, which browsers and mail clients decode back to the same URL
    expect(email.html).toContain('href="https://homeward.example/api/auth/verify?token=abc%2B1&amp;x=1"');
  });

  it('welcomes a new account, and says a resent link is the new one', () => {
    const first = renderVerificationEmail({ fullName: 'Jane', link });
    const again = renderVerificationEmail({ fullName: 'Jane', link, resent: true });
    expect(first.text).toContain('Welcome to Homeward!');
    expect(first.text).not.toContain('new verification link');
    expect(again.text).toContain('Here is the new verification link you asked for.');
    expect(again.html).toContain('Here is the new verification link you asked for.');
    expect(again.subject).toBe(first.subject);
  });

  it('falls back to a neutral greeting without a name', () => {
    const email = renderVerificationEmail({ fullName: ' ', link });
    expect(email.text.startsWith('Hi there,\n')).toBe(true);
    expect(email.html).toContain('Hi there,');
  });

  it('escapes a name that contains markup in the HTML part only', () => {
    const email = renderVerificationEmail({ fullName: '<script>alert("x")</script> O\'Neil & Co', link });
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('Hi &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; O&#39;Neil &amp; Co,');
    expect(email.text.split('\n')[0]).toBe('Hi <script>alert("x")</script> O\'Neil & Co,');
  });
});
