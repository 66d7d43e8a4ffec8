import { RecentPdfs } from './stored-pdfs';

const bytes = (n: number, fill = 1) => Buffer.alloc(n, fill);

describe('the recently served PDFs', () => {
  it('answers a copy only under the ETag it was kept with', () => {
    const recent = new RecentPdfs(100);
    recent.set('a.pdf', '"1"', bytes(10));
    expect(recent.get('a.pdf', '"1"')).toEqual(bytes(10));
    expect(recent.get('a.pdf', '"2"')).toBeUndefined();
    expect(recent.get('b.pdf', '"1"')).toBeUndefined();
  });

  it('drops the least recently used past its budget, and keeps nothing larger than the budget', () => {
    const recent = new RecentPdfs(100);
    recent.set('a.pdf', '"a"', bytes(40));
    recent.set('b.pdf', '"b"', bytes(40));
    recent.get('a.pdf', '"a"');
    recent.set('c.pdf', '"c"', bytes(40));
    expect(recent.get('b.pdf', '"b"')).toBeUndefined();
    expect(recent.get('a.pdf', '"a"')).toBeDefined();
    expect(recent.get('c.pdf', '"c"')).toBeDefined();
    recent.set('huge.pdf', '"h"', bytes(101));
    expect(recent.get('huge.pdf', '"h"')).toBeUndefined();
    expect(recent.get('a.pdf', '"a"')).toBeDefined();
  });

  it('forgets a removed object, and a copy replaced under a new ETag counts once', () => {
    const recent = new RecentPdfs(100);
    recent.set('a.pdf', '"1"', bytes(60));
    recent.set('a.pdf', '"2"', bytes(60, 2));
    recent.set('b.pdf', '"b"', bytes(40));
    expect(recent.get('a.pdf', '"2"')).toEqual(bytes(60, 2));
    recent.forget('a.pdf');
    expect(recent.get('a.pdf', '"2"')).toBeUndefined();
    expect(recent.get('b.pdf', '"b"')).toBeDefined();
  });
});
