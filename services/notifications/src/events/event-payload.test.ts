import { requireDeliverableAddress } from './event-payload';

describe('requireDeliverableAddress', () => {
  it('refuses what SMTP could never deliver and lets any plausible address through', () => {
    for (const address of ['not-an-address', 'a b@example.com', '<a@example.com>', '@example.com']) {
      expect(() => requireDeliverableAddress('user.password_changed', address, 'email')).toThrow(
        'user.password_changed event lacks a valid email',
      );
    }
    expect(() => requireDeliverableAddress('user.password_changed', 'jo+x@mail.co', 'email')).not.toThrow();
  });
});
