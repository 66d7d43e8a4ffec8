import { exceededScope, throttleSubjects } from './sign-in-throttle';

const policy = { windowSeconds: 900, maxAccountFailures: 5, maxAddressFailures: 20 };

describe('sign-in throttle rules', () => {
  it('counts an attempt against the e-mail and, when known, the client address, both hashed', () => {
    const subjects = throttleSubjects('ann@example.com', '203.0.113.9');
    expect(subjects.map((subject) => subject.scope)).toEqual(['account', 'address']);
    for (const subject of subjects) expect(subject.subjectHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(subjects)).not.toContain('ann@');
    expect(JSON.stringify(subjects)).not.toContain('203.0.113.9');
    expect(throttleSubjects('ann@example.com', '').map((subject) => subject.scope)).toEqual(['account']);
  });

  it('counts one account however its address is capitalised, and one IPv6 /64 as one address', () => {
    expect(throttleSubjects('Ann@Example.com', '')[0]).toEqual(throttleSubjects('ann@example.com', '')[0]);
    expect(throttleSubjects('a@x.io', '2001:db8::1')[1]).toEqual(
      throttleSubjects('a@x.io', '2001:db8::ffff')[1],
    );
    expect(throttleSubjects('a@x.io', '203.0.113.9')[1]).not.toEqual(
      throttleSubjects('a@x.io', '203.0.113.10')[1],
    );
  });

  it('refuses at the limit of each scope, the account first', () => {
    const subjects = throttleSubjects('ann@example.com', '203.0.113.9');
    const [account, address] = subjects.map((subject) => `${subject.scope}:${subject.subjectHash}`) as [
      string,
      string,
    ];
    const counts = (a: number, b: number) =>
      new Map([
        [account, a],
        [address, b],
      ]);
    expect(exceededScope(subjects, counts(4, 19), policy)).toBeUndefined();
    expect(exceededScope(subjects, new Map(), policy)).toBeUndefined();
    expect(exceededScope(subjects, counts(5, 0), policy)).toBe('account');
    expect(exceededScope(subjects, counts(0, 20), policy)).toBe('address');
    expect(exceededScope(subjects, counts(9, 30), policy)).toBe('account');
  });
});
