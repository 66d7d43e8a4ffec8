import { greetingFor, renderEmail, SUPPORT_ADDRESS, type EmailContent } from './email-layout';

const content: EmailContent = {
  subject: 'Subject <with> "markup"',
  preview: 'Preview & more',
  greeting: 'Hi <b>Jane</b>,',
  paragraphs: ['First paragraph.', 'Second <i>paragraph</i>.'],
  action: { label: 'Do it', url: 'https://homeward.example/x?token=a%2B1&y="2"' },
  notes: ['A note.'],
  reason: 'You got this because of a test.',
};

describe('greetingFor', () => {
  it('greets by the whitespace-collapsed full name', () => {
    expect(greetingFor('  Jane   Doe ')).toBe('Hi Jane Doe,');
  });

  it('falls back to a neutral greeting without a name', () => {
    expect(greetingFor(' ')).toBe('Hi there,');
    expect(greetingFor('')).toBe('Hi there,');
  });
});

describe('renderEmail', () => {
  const email = renderEmail(content);

  it('keeps the subject as given: it is a header, not HTML', () => {
    expect(email.subject).toBe('Subject <with> "markup"');
  });

  it('lays the text part out greeting, paragraphs, labelled link, notes, signature, footer', () => {
    expect(email.text).toBe(
      [
        'Hi <b>Jane</b>,',
        '',
        'First paragraph.',
        '',
        'Second <i>paragraph</i>.',
        '',
        'Do it:',
        'https://homeward.example/x?token=a%2B1&y="2"',
        '',
        'A note.',
        '',
        'The Homeward team',
        '',
        '--',
        `Questions? Write to ${SUPPORT_ADDRESS}.`,
        'You got this because of a test.',
        '',
      ].join('\n'),
    );
  });

  it('escapes every value in the HTML part', () => {
    expect(email.html).toContain('<title>Subject &lt;with&gt; &quot;markup&quot;</title>');
    expect(email.html).toContain('>Preview &amp; more</div>');
    expect(email.html).toContain('>Hi &lt;b&gt;Jane&lt;/b&gt;,</td>');
    expect(email.html).toContain('>Second &lt;i&gt;paragraph&lt;/i&gt;.</td>');
    expect(email.html).not.toMatch(/<(b|i|with)>/);
  });

  it('links the button and the raw URL, both escaped as attribute and text', () => {
    const escaped = 'https://homeward.example/x?token=a%2B1&amp;y=&quot;2&quot;';
    const hrefs = [...email.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
    expect(hrefs).toEqual([escaped, escaped, `mailto:${SUPPORT_ADDRESS}`]);
    expect(email.html).toContain(`>Do it</a>`);
    expect(email.html).toContain(`>${escaped}</a>`);
    expect(email.html).toContain('If the button does not work, copy this link into your browser:');
  });

  it('brands the HTML with a header and a footer naming support and the reason', () => {
    expect(email.html).toMatch(/<td style="background:#1b6ef3;[^"]*">Homeward<\/td>/);
    expect(email.html).toContain(`>${SUPPORT_ADDRESS}</a>`);
    expect(email.html).toContain('You got this because of a test.');
    // inline styles only: many clients drop <style> blocks and external sheets
    expect(email.html).not.toMatch(/<style|<link/);
  });
});

describe('renderEmail with details and choices', () => {
  const email = renderEmail({
    ...content,
    action: undefined,
    details: [
      { label: 'Buyer', value: 'Ana <b>' },
      { label: 'Phone', value: '(801) 555-0100' },
    ],
    choices: [
      { label: 'Confirm 12/01/2026 9:30 AM', url: 'https://homeward.example/c?token=a&b' },
      { label: 'Confirm 12/02/2026 1:00 PM', url: 'https://homeward.example/c?token=c' },
    ],
  });

  it('lists the details as label: value lines, then each choice with its URL, in the text part', () => {
    expect(email.text).toContain(
      [
        'Second <i>paragraph</i>.',
        '',
        'Buyer: Ana <b>',
        'Phone: (801) 555-0100',
        '',
        'Confirm 12/01/2026 9:30 AM:',
        'https://homeward.example/c?token=a&b',
        '',
        'Confirm 12/02/2026 1:00 PM:',
        'https://homeward.example/c?token=c',
        '',
        'A note.',
      ].join('\n'),
    );
  });

  it('renders a button per choice with its raw URL, escaped, and no single-button fallback text', () => {
    const hrefs = [...email.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
    expect(hrefs).toEqual([
      'https://homeward.example/c?token=a&amp;b',
      'https://homeward.example/c?token=a&amp;b',
      'https://homeward.example/c?token=c',
      'https://homeward.example/c?token=c',
      `mailto:${SUPPORT_ADDRESS}`,
    ]);
    expect(email.html).toContain('>Confirm 12/01/2026 9:30 AM</a>');
    expect(email.html).not.toContain('If the button does not work');
    expect(email.html).toContain('>Ana &lt;b&gt;</td>');
  });
});
