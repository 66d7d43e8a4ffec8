import type { RenderedEmail } from './email';
import { escapeHtml } from './html';

export const VERIFICATION_SUBJECT = 'Verify your Homeward email';

/** The BFF route that consumes the token and redirects the browser to the sign-in page. */
export function verificationLink(appBaseUrl: string, token: string): string {
  return `${appBaseUrl.replace(/\/+$/, '')}/api/auth/verify?token=${encodeURIComponent(token)}`;
}

export interface VerificationEmailInput {
  /** May be empty: the name is optional at sign-up. */
  fullName: string;
  link: string;
}

export function renderVerificationEmail(input: VerificationEmailInput): RenderedEmail {
  const name = input.fullName.replace(/\s+/g, ' ').trim();
  const greeting = name ? `Hi ${name},` : 'Hi there,';
  const text = [
    greeting,
    '',
    'Welcome to Homeward! Please confirm your e-mail address by opening this link:',
    '',
    input.link,
    '',
    'The link can be used once and expires soon. If you did not create a Homeward account, you can ignore this',
    'e-mail and nothing will happen.',
    '',
    'Happy house hunting,',
    'The Homeward team',
  ].join('\n');
  return {
    subject: VERIFICATION_SUBJECT,
    text,
    html: verificationHtml(escapeHtml(greeting), escapeHtml(input.link)),
  };
}

// Table layout and inline styles: the common denominator of mail clients.
function verificationHtml(greeting: string, link: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${VERIFICATION_SUBJECT}</title>
  </head>
  <body style="margin:0;padding:0;background:#f4f6f8;font-family:Helvetica,Arial,sans-serif;color:#1f2933;">
    <table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#f4f6f8;padding:32px 0;">
      <tr>
        <td align="center">
          <table role="presentation" width="560" cellspacing="0" cellpadding="0" style="max-width:560px;background:#ffffff;border-radius:8px;padding:32px;">
            <tr><td style="font-size:22px;font-weight:bold;padding-bottom:24px;">Homeward</td></tr>
            <tr><td style="font-size:16px;line-height:24px;padding-bottom:16px;">${greeting}</td></tr>
            <tr>
              <td style="font-size:16px;line-height:24px;padding-bottom:24px;">
                Welcome to Homeward! Please confirm your e-mail address to finish setting up your account.
              </td>
            </tr>
            <tr>
              <td align="center" style="padding-bottom:24px;">
                <a href="${link}" style="display:inline-block;background:#1b6ef3;color:#ffffff;text-decoration:none;font-size:16px;font-weight:bold;padding:12px 24px;border-radius:6px;">Verify my email</a>
              </td>
            </tr>
            <tr>
              <td style="font-size:13px;line-height:20px;color:#52606d;padding-bottom:16px;">
                If the button does not work, copy this link into your browser:<br>
                <a href="${link}" style="color:#1b6ef3;word-break:break-all;">${link}</a>
              </td>
            </tr>
            <tr>
              <td style="font-size:13px;line-height:20px;color:#52606d;">
                The link can be used once and expires soon. If you did not create a Homeward account, you can ignore
                this e-mail and nothing will happen.
              </td>
            </tr>
          </table>
        </td>
      </tr>
    </table>
  </body>
</html>
`;
}
