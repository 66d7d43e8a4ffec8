import { waitInWords } from './wait-time';

describe('waitInWords', () => {
  it.each([
    [1, '1 minute'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [7140, '119 minutes'],
    [7200, '2 hours'],
    [7201, '3 hours'],
    [86400, '24 hours'],
  ])('%i seconds is %s', (seconds, words) => {
    expect(waitInWords(seconds)).toBe(words);
  });
});
