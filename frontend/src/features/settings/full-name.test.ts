import { describe, expect, it } from 'vitest';
import { splitFullName } from './full-name';

describe('splitFullName', () => {
  it('splits on the first space only', () => {
    expect(splitFullName('Mary Ann Lee')).toEqual({ first_name: 'Mary', last_name: 'Ann Lee' });
  });
  it('puts a single word in the first name', () => {
    expect(splitFullName('Prince')).toEqual({ first_name: 'Prince', last_name: '' });
  });
  it('ignores surrounding spaces and gives empty parts for no name', () => {
    expect(splitFullName('  Pat  Doe ')).toEqual({ first_name: 'Pat', last_name: 'Doe' });
    expect(splitFullName('')).toEqual({ first_name: '', last_name: '' });
  });
});
