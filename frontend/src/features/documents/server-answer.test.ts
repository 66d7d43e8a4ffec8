import { describe, expect, it } from 'vitest';
import { mergeServerAnswer } from './server-answer';

describe('mergeServerAnswer', () => {
  it("takes the server's answer when nothing changed since the save was sent", () => {
    const sent = { financing: { required: true, type: 'FHA loan' }, note: 'dropped by the server' };
    const stored = { financing: { required: true, type: 'FHA loan' }, conditions: { finance: true } };
    expect(mergeServerAnswer(sent, stored, sent)).toEqual(stored);
  });

  it('keeps what the buyer changed while the save was on its way, and the rest from the server', () => {
    const sent = { buyers: [{ name: 'Pat' }, { name: '' }], price: 1, dropped: 'x' };
    const stored = { buyers: [{ name: 'Pat' }, { name: '' }], price: 1, forced: true };
    const latest = { buyers: [{ name: 'Pat' }, { name: 'Sam' }], price: 2, dropped: 'x' };
    expect(mergeServerAnswer(sent, stored, latest)).toEqual({
      buyers: [{ name: 'Pat' }, { name: 'Sam' }],
      price: 2,
      forced: true,
    });
  });

  it('takes a repeating group the buyer grew or shrank whole, and a value the buyer cleared stays cleared', () => {
    const sent = { sellers: [{ name: 'A' }, { name: 'B' }], note: 'text' };
    const stored = { sellers: [{ name: 'A' }, { name: 'B' }], note: 'text' };
    const latest = { sellers: [{ name: 'A' }, { name: 'B' }, { name: '' }] };
    expect(mergeServerAnswer(sent, stored, latest)).toEqual(latest);
  });
});
