import { okResponseSchema } from '@api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, GENERIC_ERROR_MESSAGE } from './api-client';

function respondWith(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentHeaders(fetchMock: ReturnType<typeof respondWith>): Headers {
  const init = fetchMock.mock.calls[0]?.at(1);
  return new Headers((init as RequestInit | undefined)?.headers);
}

afterEach(() => vi.unstubAllGlobals());

describe('apiFetch', () => {
  it('sends the CSRF header and same-origin cookies on state-changing requests', async () => {
    const fetchMock = respondWith(200, { ok: true });
    await apiFetch('/api/auth/sign-out', { method: 'POST', schema: okResponseSchema });
    expect(sentHeaders(fetchMock).get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(fetchMock.mock.calls[0]?.at(1)).toMatchObject({ method: 'POST', credentials: 'same-origin' });
  });

  it('does not send the CSRF header on reads', async () => {
    const fetchMock = respondWith(200, { ok: true });
    await apiFetch('/api/anything', { schema: okResponseSchema });
    expect(sentHeaders(fetchMock).has('X-Requested-With')).toBe(false);
  });

  it("turns the BFF's error body into an ApiError carrying its message and fields", async () => {
    respondWith(400, {
      error: 'invalid_argument',
      message: 'Invalid email',
      fields: { email: 'Invalid email' },
    });
    const failure = apiFetch('/api/auth/sign-in', { method: 'POST', schema: okResponseSchema });
    await expect(failure).rejects.toMatchObject({
      status: 400,
      code: 'invalid_argument',
      message: 'Invalid email',
      fields: { email: 'Invalid email' },
    });
  });

  it('falls back to the generic message when the error body is not the contract', async () => {
    respondWith(502, '<html>Bad gateway</html>');
    await expect(apiFetch('/api/me', { schema: okResponseSchema })).rejects.toMatchObject({
      status: 502,
      message: GENERIC_ERROR_MESSAGE,
    });
  });

  it('reports a network failure with the generic message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const failure = apiFetch('/api/me', { schema: okResponseSchema });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 0, message: GENERIC_ERROR_MESSAGE });
  });
});
