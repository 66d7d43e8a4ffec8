import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInUser, stubApi } from '../../test/api-stub';
import { renderRoutes } from '../../test/render-app';
import { UserMenu } from './UserMenu';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderMenu(avatarUrl: string | null) {
  stubApi({ 'GET /api/me': { body: { user: { ...signedInUser, avatar_url: avatarUrl } } } });
  return renderRoutes([{ path: '/', element: <UserMenu /> }], '/');
}

describe('the user menu', () => {
  it("shows the user's avatar_url as the avatar, without sending the page's address to its host", async () => {
    const picture = 'https://lh3.googleusercontent.com/a/pat=s96-c';
    const { container } = renderMenu(picture);
    await waitFor(() => expect(container.querySelector('img')).not.toBeNull());
    const image = container.querySelector('img')!;
    expect(image.getAttribute('src')).toBe(picture);
    expect(image.getAttribute('referrerpolicy')).toBe('no-referrer');
  });

  it('shows the initials when the user has no avatar_url', async () => {
    const { container, findByText } = renderMenu(null);
    expect(await findByText('PV')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
  });
});
