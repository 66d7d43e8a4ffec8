import { escapeLike } from './properties';

describe('escapeLike', () => {
  it('makes LIKE wildcards and the escape character literal', () => {
    expect(escapeLike('100%_off\\x')).toBe('100\\%\\_off\\\\x');
    expect(escapeLike('Main St')).toBe('Main St');
  });
});
