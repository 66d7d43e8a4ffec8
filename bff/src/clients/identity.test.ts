import type { User as ProtoUser } from '@homeward/protos/gen/homeward/identity/v1/identity';
import { toApiUser } from './identity';

const protoUser = (avatarUrl: string): ProtoUser => ({
  id: 'u-1',
  email: 'gail@example.com',
  fullName: 'Gail Google',
  phone: '',
  emailVerified: true,
  appRole: 'buyer',
  createdAt: '2026-11-28T00:00:00.000Z',
  purchaseChecklist: { groups: {} },
  pendingEmail: '',
  hasPassword: false,
  guidedTourDoneAt: '',
  avatarUrl,
});

describe("the API's user", () => {
  it("carries identity's avatar_url, and null where identity has none", () => {
    const picture = 'https://lh3.googleusercontent.com/a/gail=s96-c';
    expect(toApiUser(protoUser(picture)).avatar_url).toBe(picture);
    expect(toApiUser(protoUser('')).avatar_url).toBeNull();
  });
});
