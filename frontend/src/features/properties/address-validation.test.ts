import { describe, expect, it } from 'vitest';
import { addressError, canSubmitAddress } from './address-validation';

describe('address validation', () => {
  it('shows no error for an empty field but does not allow submitting it', () => {
    expect(addressError('')).toBeNull();
    expect(addressError('   ')).toBeNull();
    expect(canSubmitAddress('   ')).toBe(false);
  });
  it('accepts a normal US address', () => {
    expect(addressError('12 Oak St, Austin, TX 78701')).toBeNull();
    expect(canSubmitAddress('12 Oak St, Austin, TX 78701')).toBe(true);
  });
  it("rejects symbols an address never has with the spec's message", () => {
    expect(addressError('12 Oak St <script>')).toBe('Enter a valid address');
    expect(canSubmitAddress('12 Oak St <script>')).toBe(false);
  });
});
