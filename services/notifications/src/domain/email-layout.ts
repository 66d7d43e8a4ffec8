import type { RenderedEmail } from './email';
import { escapeHtml } from './html';

export const SUPPORT_ADDRESS = 'support@homeward.app';

/** A button, and its raw URL for clients that block buttons. */
export interface EmailAction {
  label: string;
  url: string;
}

/** One fact of a short "label: value" list (a tour request's property, buyer, e-mail, phone). */
export interface EmailDetail {
  label: string;
  value: string;
}

/**
 * What a template says, as plain text. The layout alone turns it into HTML and escapes every value on the way, so
 * a template cannot forget to escape a name or a link.
 */
export interface EmailContent {
  subject: string;
  /** The line inboxes show beside the subject; hidden in the body. */
  preview: string;
  greeting: string;
  /** Said before the button. */
  paragraphs: string[];
  /** Listed after the paragraphs, before the button. */
  details?: EmailDetail[];
  /** The one button; absent when the e-mail only informs. */
  action?: EmailAction;
  /** Alternatives, each a button of its own (one per proposed tour time); after `action`. */
  choices?: EmailAction[];
  /** Said after the button: how long the link lasts, what to do if it was not them. */
  notes: string[];
  /** Why the recipient got this e-mail, shown in the footer. */
  reason: string;
}

/** "Hi Jane Doe," or, since the name is optional at sign-up, "Hi there,". */
export function greetingFor(fullName: string): string {
  const name = fullName.replace(/\s+/g, ' ').trim();
  return name ? `Hi ${name},` : 'Hi there,';
}

export function renderEmail(content: EmailContent): RenderedEmail {
  return { subject: content.subject, text: renderText(content), html: renderHtml(content) };
}

function renderText(content: EmailContent): string {
  const details = content.details ?? [];
  const links = [...(content.action ? [content.action] : []), ...(content.choices ?? [])];
  return [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...details.map((detail) => `${detail.label}: ${detail.value}`),
    ...(details.length > 0 ? [''] : []),
    ...links.flatMap((link) => [`${link.label}:`, link.url, '']),
    ...content.notes.flatMap((note) => [note, '']),
    'The Homeward team',
    '',
    '--',
    `Questions? Write to ${SUPPORT_ADDRESS}.`,
    content.reason,
    '',
  ].join('\n');
}

// Table layout and inline styles: the common denominator of mail clients, many of which drop <style> blocks.
const COLORS = { brand: '#1b6ef3', page: '#f4f6f8', ink: '#1f2933', muted: '#52606d', line: '#e4e7eb' };
const FONT = 'Helvetica,Arial,sans-serif';

function renderHtml(content: EmailContent): string {
  const e = escapeHtml;
  const paragraph = (text: string) =>
    `<tr><td style="font-size:16px;line-height:24px;padding:0 32px 16px;">${e(text)}</td></tr>`;
  const note = (text: string) =>
    `<tr><td style="font-size:13px;line-height:20px;color:${COLORS.muted};padding:0 32px 12px;">${e(text)}</td></tr>`;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${e(content.subject)}</title>
  </head>
  <body style="margin:0;padding:0;background:${COLORS.page};font-family:${FONT};color:${COLORS.ink};">
    <div style="display:none;max-height:0;overflow:hidden;opacity:0;">${e(content.preview)}</div>
    <table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:${COLORS.page};padding:32px 0;">
      <tr>
        <td align="center">
          <table role="presentation" width="560" cellspacing="0" cellpadding="0" style="max-width:560px;width:100%;background:#ffffff;border-radius:8px;overflow:hidden;">
            <tr>
              <td style="background:${COLORS.brand};color:#ffffff;font-size:22px;font-weight:bold;letter-spacing:0.5px;padding:20px 32px;">Homeward</td>
            </tr>
            <tr><td style="height:28px;line-height:28px;">&nbsp;</td></tr>
            ${paragraph(content.greeting)}
            ${content.paragraphs.map(paragraph).join('\n            ')}
            ${renderDetails(content.details ?? [])}
            ${content.action ? renderAction(content.action) : ''}
            ${(content.choices ?? []).map(renderChoice).join('\n            ')}
            ${content.notes.map(note).join('\n            ')}
            <tr><td style="font-size:16px;line-height:24px;padding:8px 32px 28px;">The Homeward team</td></tr>
            <tr>
              <td style="border-top:1px solid ${COLORS.line};font-size:12px;line-height:18px;color:${COLORS.muted};padding:16px 32px 24px;">
                Questions? Write to <a href="mailto:${e(SUPPORT_ADDRESS)}" style="color:${COLORS.brand};">${e(SUPPORT_ADDRESS)}</a>.<br>
                ${e(content.reason)}
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

function button(action: EmailAction): string {
  return `<table role="presentation" cellspacing="0" cellpadding="0">
                  <tr>
                    <td bgcolor="${COLORS.brand}" style="border-radius:6px;">
                      <a href="${escapeHtml(action.url)}" style="display:inline-block;background:${COLORS.brand};color:#ffffff;text-decoration:none;font-size:16px;font-weight:bold;padding:12px 24px;border-radius:6px;">${escapeHtml(action.label)}</a>
                    </td>
                  </tr>
                </table>`;
}

function renderAction(action: EmailAction): string {
  const url = escapeHtml(action.url);
  return `<tr>
              <td align="center" style="padding:8px 32px 24px;">
                ${button(action)}
              </td>
            </tr>
            <tr>
              <td style="font-size:13px;line-height:20px;color:${COLORS.muted};padding:0 32px 16px;">
                If the button does not work, copy this link into your browser:<br>
                <a href="${url}" style="color:${COLORS.brand};word-break:break-all;">${url}</a>
              </td>
            </tr>`;
}

// Each choice keeps its raw URL right under its button, so a reader who cannot click knows which link is which.
function renderChoice(choice: EmailAction): string {
  const url = escapeHtml(choice.url);
  return `<tr>
              <td align="left" style="padding:8px 32px 4px;">
                ${button(choice)}
              </td>
            </tr>
            <tr>
              <td style="font-size:12px;line-height:18px;color:${COLORS.muted};padding:0 32px 12px;">
                <a href="${url}" style="color:${COLORS.brand};word-break:break-all;">${url}</a>
              </td>
            </tr>`;
}

function renderDetails(details: EmailDetail[]): string {
  if (details.length === 0) return '';
  const rows = details
    .map(
      (detail) =>
        `<tr><td style="font-weight:bold;padding:2px 16px 2px 0;vertical-align:top;white-space:nowrap;">${escapeHtml(detail.label)}</td><td style="padding:2px 0;">${escapeHtml(detail.value)}</td></tr>`,
    )
    .join('');
  return `<tr>
              <td style="font-size:16px;line-height:24px;padding:0 32px 16px;">
                <table role="presentation" cellspacing="0" cellpadding="0">${rows}</table>
              </td>
            </tr>`;
}
