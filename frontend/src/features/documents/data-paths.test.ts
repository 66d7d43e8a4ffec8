import { describe, expect, it } from 'vitest';
import { getAt, setAt } from './data-paths';

describe('data paths', () => {
  it('reads nested objects and arrays', () => {
    const data = { buyers: [{ name: 'Pat' }], property: { address: { state: 'UT' } } };
    expect(getAt(data, 'buyers.0.name')).toBe('Pat');
    expect(getAt(data, 'property.address.state')).toBe('UT');
    expect(getAt(data, 'buyers.3.name')).toBeUndefined();
    expect(getAt(data, 'property.price.amount')).toBeUndefined();
  });

  it('writes without mutating, creating the missing objects', () => {
    const data = { buyers: [{ name: 'Pat' }, { name: 'Sam' }] };
    const next = setAt(data, 'buyers.1.name', 'Sam Lee');
    expect(next).toEqual({ buyers: [{ name: 'Pat' }, { name: 'Sam Lee' }] });
    expect(data.buyers[1]!.name).toBe('Sam');
    expect(setAt({}, 'deposit.amount', 5000)).toEqual({ deposit: { amount: 5000 } });
  });
});
