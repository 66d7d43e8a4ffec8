import { emailChangeLink, forgotPasswordPage, passwordResetLink, verificationLink } from './links';

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
});
