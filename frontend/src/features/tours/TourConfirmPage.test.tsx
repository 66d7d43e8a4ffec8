import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type StubReply } from '../../test/api-stub';
import { renderRoutes } from '../../test/render-app';
import { LINK_PROBLEM_TEXT } from './confirmation-states';
import type { TourConfirmation } from './tours-contract';
import { tourRoutes } from './tours-test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const TOKEN = 'v1.tour-70c0.slot-1.signature';

function confirmation(overrides: Partial<TourConfirmation> = {}): TourConfirmation {
  return {
    tour_id: '70c00000-0000-4000-8000-000000000001',
    property_address: '12 Oak St, Austin, TX 78701',
    slot: { label: '12/01/2026 9:30 AM', starts_at: '2026-12-01T15:30:00Z' },
    time_zone_label: 'Central Time',
    status: 'requested',
    already_confirmed: false,
    ...overrides,
  };
}

const refusal = (status: number, message: string): StubReply => ({
  status,
  body: { error: 'refused', message },
});

function renderConfirmPage(
  routes: { describe: StubReply; confirm?: StubReply },
  path = `/tours/confirm#token=${encodeURIComponent(TOKEN)}`,
) {
  const api = stubApi({
    'POST /api/tour-confirmations/describe': routes.describe,
    'POST /api/tour-confirmations/confirm': routes.confirm ?? refusal(500, 'not expected'),
  });
  const view = renderRoutes(tourRoutes, path);
  return { api, ...view };
}

describe('the tour confirmation page', () => {
  it('describes the slot on opening without confirming; Confirm confirms with the token in the body', async () => {
    const { api } = renderConfirmPage({
      describe: { body: { confirmation: confirmation() } },
      confirm: { body: { confirmation: confirmation({ status: 'confirmed' }) } },
    });
    expect(await screen.findByRole('heading', { name: 'Confirm the tour' })).toBeTruthy();
    expect(screen.getByText('12 Oak St, Austin, TX 78701')).toBeTruthy();
    expect(screen.getByText('12/01/2026 9:30 AM (Central Time)')).toBeTruthy();
    expect(api.callsTo('POST /api/tour-confirmations/describe').map((call) => call.body)).toEqual([
      { token: TOKEN },
    ]);
    expect(api.callsTo('POST /api/tour-confirmations/confirm')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Confirm 12/01/2026 9:30 AM' }));
    expect(await screen.findByRole('heading', { name: 'Tour confirmed' })).toBeTruthy();
    const calls = api.callsTo('POST /api/tour-confirmations/confirm');
    expect(calls.map((call) => call.body)).toEqual([{ token: TOKEN }]);
    expect(calls[0]?.search).toBe('');
  });

  it('still reads the token from the query of a link mailed before links carried it in the fragment', async () => {
    const { api } = renderConfirmPage(
      { describe: { body: { confirmation: confirmation() } } },
      `/tours/confirm?token=${encodeURIComponent(TOKEN)}`,
    );
    expect(await screen.findByRole('heading', { name: 'Confirm the tour' })).toBeTruthy();
    expect(api.callsTo('POST /api/tour-confirmations/describe').map((call) => call.body)).toEqual([
      { token: TOKEN },
    ]);
  });

  it('says a link followed again is already confirmed and offers nothing to click', async () => {
    const { api } = renderConfirmPage({
      describe: { body: { confirmation: confirmation({ status: 'confirmed', already_confirmed: true }) } },
    });
    expect(await screen.findByRole('heading', { name: 'This tour is already confirmed' })).toBeTruthy();
    expect(screen.getByText('12/01/2026 9:30 AM (Central Time)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Confirm/ })).toBeNull();
    expect(api.callsTo('POST /api/tour-confirmations/confirm')).toEqual([]);
  });

  it('says already confirmed when the confirm call answers so (another tab got there first)', async () => {
    renderConfirmPage({
      describe: { body: { confirmation: confirmation() } },
      confirm: { body: { confirmation: confirmation({ status: 'confirmed', already_confirmed: true }) } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm 12/01/2026 9:30 AM' }));
    expect(await screen.findByRole('heading', { name: 'This tour is already confirmed' })).toBeTruthy();
  });

  it.each([
    [410, 'expired', 'The link has expired'],
    [409, 'used', 'Another time of this tour is already confirmed'],
    [404, 'invalid', 'Not found'],
  ] as const)('says so when the link is refused on opening (%i: %s)', async (status, problem, message) => {
    renderConfirmPage({ describe: refusal(status, message) });
    expect(await screen.findByRole('heading', { name: LINK_PROBLEM_TEXT[problem].title })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Confirm/ })).toBeNull();
    // A 409 has several causes: the server's words say which.
    if (status === 409) expect(screen.getByText(message)).toBeTruthy();
  });

  it.each(['confirmed', 'cancelled'] as const)(
    'offers no Confirm for a slot described as no longer open (tour %s elsewhere)',
    async (status) => {
      renderConfirmPage({ describe: { body: { confirmation: confirmation({ status }) } } });
      expect(await screen.findByRole('heading', { name: LINK_PROBLEM_TEXT.used.title })).toBeTruthy();
      expect(screen.queryByRole('button', { name: /Confirm/ })).toBeNull();
    },
  );

  it('says the link is used when the confirm call is refused with 409', async () => {
    renderConfirmPage({
      describe: { body: { confirmation: confirmation() } },
      confirm: refusal(409, 'The tour was cancelled'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm 12/01/2026 9:30 AM' }));
    expect(await screen.findByRole('heading', { name: LINK_PROBLEM_TEXT.used.title })).toBeTruthy();
    expect(screen.getByText('The tour was cancelled')).toBeTruthy();
  });

  it('says the link expired when the confirm call answers 410', async () => {
    renderConfirmPage({
      describe: { body: { confirmation: confirmation() } },
      confirm: refusal(410, 'The link has expired'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm 12/01/2026 9:30 AM' }));
    expect(await screen.findByRole('heading', { name: LINK_PROBLEM_TEXT.expired.title })).toBeTruthy();
  });

  it('keeps the button to try again when the confirmation fails on the way', async () => {
    const { api } = renderConfirmPage({
      describe: { body: { confirmation: confirmation() } },
      confirm: refusal(503, 'Tours are down'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm 12/01/2026 9:30 AM' }));
    expect(await screen.findByText('The tour was not confirmed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm 12/01/2026 9:30 AM' }));
    await waitFor(() => expect(api.callsTo('POST /api/tour-confirmations/confirm')).toHaveLength(2));
  });

  it('says a link without a token is not valid and asks the BFF nothing', async () => {
    const { api } = renderConfirmPage(
      { describe: { body: { confirmation: confirmation() } } },
      '/tours/confirm',
    );
    expect(await screen.findByRole('heading', { name: LINK_PROBLEM_TEXT.invalid.title })).toBeTruthy();
    expect(api.calls.filter((call) => call.path.startsWith('/api/tour-confirmations'))).toEqual([]);
  });
});
