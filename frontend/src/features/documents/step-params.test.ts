import { describe, expect, it } from 'vitest';
import { stepParams } from './step-params';

describe('stepParams', () => {
  it('writes both parameters and keeps the property', () => {
    const next = stepParams(new URLSearchParams('property=p1&stepIndex=0'), {
      stepIndex: 2,
      form: 'additional',
    });
    expect(next.toString()).toBe('property=p1&stepIndex=2&form=additional');
  });
});
