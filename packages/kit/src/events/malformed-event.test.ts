import { MalformedEventError, requireFields } from './malformed-event';

describe('requireFields', () => {
  it('names every blank field, never its value', () => {
    const payload = { userId: 'u-1', email: '  ', token: 'secret-token-value', other: '' };
    expect(() => requireFields('user.registered', payload, ['userId', 'email', 'other'])).toThrow(
      new MalformedEventError('user.registered', ['email', 'other']),
    );
    expect(() => requireFields('user.registered', payload, ['userId', 'token'])).not.toThrow();
  });

  it('says what one missing thing is, in the words of the topic', () => {
    expect(new MalformedEventError('user.deleted', 'a user_id').message).toBe(
      'user.deleted event lacks a user_id',
    );
  });
});
