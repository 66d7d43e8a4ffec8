import { normaliseUsPhone } from './phone';

describe('US phone numbers', () => {
  it.each([
    '(555) 123-4567',
    '555-123-4567',
    '555.123.4567',
    '5551234567',
    ' 555 123 4567 ',
    '+1 555 123 4567',
    '+15551234567',
    '1 (555) 123-4567',
    '15551234567',
  ])('stores %j as (555) 123-4567', (input) => {
    expect(normaliseUsPhone(input)).toBe('(555) 123-4567');
  });

  it.each([
    '',
    '555-1234',
    '555123456',
    '555123456789',
    '+44 20 7946 0958',
    '+2 555 123 4567',
    '555-CALL-NOW',
    '555_123_4567',
  ])('refuses %j', (input) => {
    expect(normaliseUsPhone(input)).toBeUndefined();
  });
});
