import { describe, expect, it } from 'vitest';
import { dispositionFileName } from './content-disposition';

describe('dispositionFileName', () => {
  it('prefers the UTF-8 name over the ASCII fallback', () => {
    expect(
      dispositionFileName(`attachment; filename="report-Se_or.pdf"; filename*=UTF-8''report-Se%C3%B1or.pdf`),
    ).toBe('report-Señor.pdf');
  });

  it('reads a quoted name with escapes, and a bare one', () => {
    expect(dispositionFileName('attachment; filename="12 Oak \\"St\\".pdf"')).toBe('12 Oak "St".pdf');
    expect(dispositionFileName('attachment; filename=summary.pdf')).toBe('summary.pdf');
  });

  it('gives null for no header, no name, or a name that does not decode', () => {
    expect(dispositionFileName(null)).toBeNull();
    expect(dispositionFileName('inline')).toBeNull();
    expect(dispositionFileName(`attachment; filename*=UTF-8''bad%E0%A4%A.pdf`)).toBeNull();
  });
});
