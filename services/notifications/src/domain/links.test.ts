import {
  emailChangeLink,
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
  it('verification points at the BFF verify route with the token URL-encoded', () => {
    expect(verificationLink('http://localhost:8080', awkwardToken)).toBe(
      `http://localhost:8080/api/auth/verify?token=${encoded}`,
    );
  });

  it('password reset points at the SPA update-password page', () => {
    expect(passwordResetLink('https://homeward.example', awkwardToken)).toBe(
      `https://homeward.example/auth/update-password?token=${encoded}`,
    );
  });

  it('e-mail change points at the BFF confirm-email route', () => {
    expect(emailChangeLink('https://homeward.example', awkwardToken)).toBe(
      `https://homeward.example/api/auth/confirm-email?token=${encoded}`,
    );
  });

  it('the forgot-password page carries no token', () => {
    expect(forgotPasswordPage('https://homeward.example')).toBe(
      'https://homeward.example/auth/reset-password',
    );
  });

  it('does not double the slash when the base URL ends with one', () => {
    expect(verificationLink('https://homeward.example/', 'tok')).toBe(
      'https://homeward.example/api/auth/verify?token=tok',
    );
    expect(forgotPasswordPage('https://homeward.example//')).toBe(
      'https://homeward.example/auth/reset-password',
    );
  });

  it("a tour's confirmation points at the SPA's public confirm page with the token URL-encoded", () => {
    expect(tourConfirmationLink('https://homeward.example', awkwardToken)).toBe(
      `https://homeward.example/tours/confirm?token=${encoded}`,
    );
  });

  it('the property page, as a path for the bell and absolute for an e-mail', () => {
    expect(propertyPath('p 1/2')).toBe('/properties/p%201%2F2');
    expect(propertyLink('https://homeward.example', 'p-1')).toBe('https://homeward.example/properties/p-1');
  });
});
