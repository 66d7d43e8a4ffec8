import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInUser, stubApi } from '../../test/api-stub';
import { renderRoutes } from '../../test/render-app';
import { DATA_EXPORT_TEXT } from './DataExportSection';
import { SettingsPage } from './SettingsPage';

const routes = [{ path: '/settings', element: <SettingsPage /> }];

afterEach(() => vi.unstubAllGlobals());

const exportOf = (status: 'preparing' | 'ready' | 'failed', id = 'exp-1') => ({
  id,
  status,
  requested_at: '2026-11-28T10:00:00.000Z',
  ready_at: status === 'ready' ? '2026-11-28T10:02:00.000Z' : null,
  expires_at: status === 'ready' ? '2026-12-05T10:02:00.000Z' : null,
  download_url: status === 'ready' ? `/api/me/data-exports/${id}/archive` : null,
});

describe('Download your data', () => {
  it('requests a copy, shows it being prepared, then the download link once ready', async () => {
    let listed: unknown[] = [];
    const api = stubApi({
      'GET /api/me': { body: { user: signedInUser } },
      'GET /api/me/data-exports': () => ({ body: { exports: listed } }),
      'POST /api/me/data-exports': () => {
        listed = [exportOf('preparing')];
        return { status: 202, body: { export: exportOf('preparing') } };
      },
    });
    renderRoutes(routes, '/settings');
    fireEvent.click(await screen.findByRole('button', { name: DATA_EXPORT_TEXT.request }));

    expect(await screen.findByText(DATA_EXPORT_TEXT.preparing)).toBeTruthy();
    expect(api.callsTo('POST /api/me/data-exports')).toHaveLength(1);
    expect(
      (screen.getByRole('button', { name: DATA_EXPORT_TEXT.requestAgain }) as HTMLButtonElement).disabled,
    ).toBe(true);

    // identity marks it ready; the section asks again by itself while it is being prepared
    listed = [exportOf('ready')];
    const link = await screen.findByRole('link', { name: DATA_EXPORT_TEXT.download }, { timeout: 8000 });
    expect(link.getAttribute('href')).toBe('/api/me/data-exports/exp-1/archive');
    expect(screen.getByText(/then the copy is deleted/)).toBeTruthy();
  });

  it("shows the BFF's words when a request is refused (429)", async () => {
    const message = 'You can ask for 3 data exports a day. Please try again in 5 hours.';
    stubApi({
      'GET /api/me': { body: { user: signedInUser } },
      'GET /api/me/data-exports': { body: { exports: [exportOf('failed')] } },
      'POST /api/me/data-exports': { status: 429, body: { error: 'too_many_requests', message } },
    });
    renderRoutes(routes, '/settings');
    expect(await screen.findByText(DATA_EXPORT_TEXT.failed)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: DATA_EXPORT_TEXT.requestAgain }));
    await waitFor(() => expect(screen.getByText(message)).toBeTruthy());
  });
});
