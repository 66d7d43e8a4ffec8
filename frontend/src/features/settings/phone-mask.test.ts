import { describe, expect, it } from 'vitest';
import { PHONE_PATTERN } from '@api';
import { maskUsPhone } from './phone-mask';

describe('maskUsPhone', () => {
  it.each([
    ['', ''],
    ['5', '(5'],
    ['512', '(512'],
    ['5125', '(512) 5'],
    ['512555', '(512) 555'],
    ['5125550', '(512) 555-0'],
    ['5125550123', '(512) 555-0123'],
  ])('formats %j as %j while it is typed', (typed, shown) => {
    expect(maskUsPhone(typed)).toBe(shown);
  });

  it('ignores everything but digits and stops at ten digits', () => {
    expect(maskUsPhone('512.555.0123 ext 9')).toBe('(512) 555-0123');
    expect(maskUsPhone('abc')).toBe('');
  });

  it('drops the country code of a pasted +1 number', () => {
    expect(maskUsPhone('+1 (512) 555-0123')).toBe('(512) 555-0123');
  });

  it('re-masks an already masked value unchanged, so editing it is stable', () => {
    expect(maskUsPhone('(512) 555-0123')).toBe('(512) 555-0123');
    expect(maskUsPhone('(512) 555-012')).toBe('(512) 555-012');
  });

  it('produces exactly the format the settings rule accepts once complete', () => {
    expect(PHONE_PATTERN.test(maskUsPhone('5125550123'))).toBe(true);
    expect(PHONE_PATTERN.test(maskUsPhone('512555012'))).toBe(false);
  });
});
