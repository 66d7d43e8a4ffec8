import { hasText, unreadableReason, UnreadableReportError } from './analysis-failure';

describe('unreadable reports', () => {
  it('are told by the error, also one rebuilt across a worker thread', () => {
    expect(unreadableReason(new UnreadableReportError('This file is password-protected.'))).toBe(
      'This file is password-protected.',
    );
    const rebuilt = Object.assign(new Error('Too slow to read.'), { name: 'UnreadableReportError' });
    expect(unreadableReason(rebuilt)).toBe('Too slow to read.');
  });

  it('are not any other failure (those are retried)', () => {
    expect(unreadableReason(new Error('ECONNREFUSED'))).toBeUndefined();
    expect(unreadableReason('UnreadableReportError')).toBeUndefined();
  });

  it('include a report without a line of text', () => {
    expect(hasText({ source: 'pdf', pages: [{ number: 1, lines: ['  ', ''] }] })).toBe(false);
    expect(
      hasText({
        source: 'pdf',
        pages: [
          { number: 1, lines: [] },
          { number: 2, lines: ['Roof'] },
        ],
      }),
    ).toBe(true);
  });
});
