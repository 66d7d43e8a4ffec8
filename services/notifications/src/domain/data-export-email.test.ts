import { DATA_EXPORT_READY_SUBJECT, renderDataExportReadyEmail } from './data-export-email';

describe('renderDataExportReadyEmail', () => {
  it('says where to download it and until when, links to Settings only, and carries no token', () => {
    const email = renderDataExportReadyEmail({
      fullName: 'Ann Lee',
      settingsLink: 'https://homeward.test/settings',
      expiresAt: new Date('2026-12-05T10:02:00.000Z'),
    });
    expect(email.subject).toBe(DATA_EXPORT_READY_SUBJECT);
    expect(email.text.startsWith('Hi Ann Lee,\n')).toBe(true);
    expect(email.text).toContain('The download works until December 5, 2026 (UTC)');
    expect(email.text).toContain('https://homeward.test/settings');
    expect(email.html).toContain('href="https://homeward.test/settings"');
    expect(`${email.text}${email.html}`).not.toContain('token');
  });
});
