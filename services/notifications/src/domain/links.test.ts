import {
  emailChangeLink,
  emailUndoLink,
  forgotPasswordPage,
  passwordResetLink,
  propertyLink,
  propertyPath,
  tourConfirmationLink,
  verificationLink,
} from './links';

const awkwardToken = 'a+b/c=d&e f';
const encoded = 'a%2Bb%2Fc%3Dd%26e%20f';

describe('e-mailed links', () => {
  it("verification points at the SPA's page with a button (not at an API that acts on GET), token URL-encoded", () => {
    expect(verificationLink('http://localhost:8080', awkwardToken)).toBe(
      `http://localhost:8080/auth/verify-email#token=${encoded}`,
    );
  });

  it('password reset points at the SPA update-password page', () => {
    expect(passwordResetLink('https://homeward.example', awkwardToken)).toBe(
      `https://homeward.example/auth/update-password#token=${encoded}`,
    );
  });

  it("e-mail change and its undo point at the SPA's pages with a button", () => {
    expect(emailChangeLink('https://homeward.example', awkwardToken)).toBe(
      `https://homeward.example/auth/confirm-email#token=${encoded}`,
    );
    expect(emailUndoLink('https://homeward.example', awkwardToken)).toBe(
      `https://homeward.example/auth/undo-email-change#token=${encoded}`,
    );
  });

  it('the forgot-password page carries no token', () => {
    expect(forgotPasswordPage('https://homeward.example')).toBe(
      'https://homeward.example/auth/reset-password',
    );
  });

  it('does not double the slash when the base URL ends with one', () => {
    expect(verificationLink('https://homeward.example/', 'tok')).toBe(
      'https://homeward.example/auth/verify-email#token=tok',
    );
    expect(forgotPasswordPage('https://homeward.example//')).toBe(
      'https://homeward.example/auth/reset-password',
    );
  });

  it("a tour's confirmation points at the SPA's public confirm page with the token URL-encoded", () => {
    expect(tourConfirmationLink('https://homeward.example', awkwardToken)).toBe(
      `https://homeward.example/tours/confirm#token=${encoded}`,
    );
  });

  it('the property page, as a path for the bell and absolute for an e-mail', () => {
    expect(propertyPath('p 1/2')).toBe('/properties/p%201%2F2');
    expect(propertyLink('https://homeward.example', 'p-1')).toBe('https://homeward.example/properties/p-1');
  });
});
