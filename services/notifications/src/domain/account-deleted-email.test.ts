import { ACCOUNT_DELETED_SUBJECT, renderAccountDeletedEmail } from './account-deleted-email';

describe('the account-deleted e-mail', () => {
  it('says the account and what was in it are gone, greets by name, and carries no link to the account', () => {
    const email = renderAccountDeletedEmail({ fullName: 'Ann <b>Lee</b>' });
    expect(email.subject).toBe(ACCOUNT_DELETED_SUBJECT);
    expect(email.subject).toBe('Your Homeward account was deleted');
    expect(email.text).toContain('Hi Ann <b>Lee</b>,');
    expect(email.html).toContain('Ann &lt;b&gt;Lee&lt;/b&gt;');
    expect(email.text).toContain('inspection reports and their files, tours and notices were deleted');
    expect(email.text).toContain('We do not keep the address.');
    expect(email.html).not.toMatch(/href="https?:\/\/[^"]*(sign-in|settings|verify)/);
  });
});
