import { SessionRefresher, type TokenRefresher } from './refresh';
import type { SessionPayload } from './cookie-crypto';

const NOW = 1_800_000_000_000;
const base: SessionPayload = {
  userId: 'user-1',
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  accessExpiresAt: NOW / 1000 + 900,
  refreshExpiresAt: NOW / 1000 + 86_400,
};

function fakeIdentity() {
  let n = 1;
  const refresh = jest.fn(async (token: string) => {
    if (token === 'revoked') throw new Error('refused');
    n += 1;
    return {
      accessToken: `access-${n}`,
      refreshToken: `refresh-${n}`,
      accessExpiresAt: NOW / 1000 + 900,
      refreshExpiresAt: NOW / 1000 + 86_400,
    };
  });
  return { refresh } satisfies TokenRefresher;
}

describe('SessionRefresher', () => {
  let now = NOW;
  beforeEach(() => {
    now = NOW;
  });

  it('leaves a session alone while the access token has more than 30 s left', async () => {
    const identity = fakeIdentity();
    const refresher = new SessionRefresher(identity, { now: () => now });
    const session = { ...base, accessExpiresAt: NOW / 1000 + 31 };
    await expect(refresher.ensureFresh(session)).resolves.toEqual({ session, refreshed: false });
    expect(identity.refresh).not.toHaveBeenCalled();
  });

  it('refreshes when the access token expires within 30 s, keeping the user id', async () => {
    const identity = fakeIdentity();
    const refresher = new SessionRefresher(identity, { now: () => now });
    const result = await refresher.ensureFresh({ ...base, accessExpiresAt: NOW / 1000 + 30 });
    expect(result.refreshed).toBe(true);
    expect(result.session).toMatchObject({
      userId: 'user-1',
      accessToken: 'access-2',
      refreshToken: 'refresh-2',
    });
    expect(identity.refresh).toHaveBeenCalledWith('refresh-1');
  });

  it('shares one Refresh call between concurrent requests and reuses it for the grace period', async () => {
    const identity = fakeIdentity();
    const refresher = new SessionRefresher(identity, { now: () => now, graceMs: 10_000 });
    const stale = { ...base, accessExpiresAt: NOW / 1000 - 5 };
    const results = await Promise.all([1, 2, 3].map(() => refresher.ensureFresh(stale)));
    expect(identity.refresh).toHaveBeenCalledTimes(1);
    expect(new Set(results.map((r) => r.session.accessToken))).toEqual(new Set(['access-2']));
    now += 5_000;
    await expect(refresher.ensureFresh(stale)).resolves.toMatchObject({
      session: { accessToken: 'access-2' },
    });
    expect(identity.refresh).toHaveBeenCalledTimes(1);
    now += 6_000;
    await refresher.ensureFresh(stale);
    expect(identity.refresh).toHaveBeenCalledTimes(2);
  });

  it('does not remember a failed refresh', async () => {
    const identity = fakeIdentity();
    const refresher = new SessionRefresher(identity, { now: () => now });
    const revoked = { ...base, refreshToken: 'revoked', accessExpiresAt: NOW / 1000 };
    await expect(refresher.ensureFresh(revoked)).rejects.toThrow('refused');
    await expect(refresher.ensureFresh(revoked)).rejects.toThrow('refused');
    expect(identity.refresh).toHaveBeenCalledTimes(2);
  });

  it('keeps the refresh token when the issuer does not rotate it', async () => {
    const refresher = new SessionRefresher(
      {
        refresh: async () => ({
          accessToken: 'a2',
          refreshToken: '',
          accessExpiresAt: 1,
          refreshExpiresAt: 0,
        }),
      },
      { now: () => now },
    );
    const { session } = await refresher.ensureFresh({ ...base, accessExpiresAt: 0 });
    expect(session).toMatchObject({ refreshToken: 'refresh-1', refreshExpiresAt: base.refreshExpiresAt });
  });

  it('knows when the refresh token itself has expired', () => {
    const refresher = new SessionRefresher(fakeIdentity(), { now: () => now });
    expect(refresher.isExpired({ ...base, refreshExpiresAt: NOW / 1000 })).toBe(true);
    expect(refresher.isExpired(base)).toBe(false);
  });
});
